import { describe, expect, it } from "vitest";
import { phoneDigits, telHref, whatsappChatUrl } from "./contact-links.ts";

describe("contact links", () => {
  it("keeps only the digits for wa.me", () => {
    expect(phoneDigits("+66 (0)81-234 5678")).toBe("660812345678");
  });

  it("builds tel: links with the leading plus", () => {
    expect(telHref("+66 76 123 456")).toBe("tel:+6676123456");
    expect(telHref("076 123 456")).toBe("tel:076123456");
  });

  it("prefills the WhatsApp greeting, encoded", () => {
    expect(
      whatsappChatUrl({ whatsapp: "+66 81 234 5678", whatsappGreeting: "Hello! A trip & a course?" }),
    ).toBe("https://wa.me/66812345678?text=Hello!%20A%20trip%20%26%20a%20course%3F");
    expect(whatsappChatUrl({ whatsapp: "+66 81 234 5678", whatsappGreeting: "" })).toBe(
      "https://wa.me/66812345678",
    );
  });
});
