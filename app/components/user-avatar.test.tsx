import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { accountButtonLabel, initialsOf, UserAvatar } from "./user-avatar.tsx";

const anna = { firstName: "Anna", lastName: "Karlsson", avatarUrl: null };

describe("the avatar and the account button's name", () => {
  it("shows the initials, and the button's name starts with them (label in name)", () => {
    expect(renderToStaticMarkup(<UserAvatar user={anna} />)).toContain(">AK</span>");
    expect(accountButtonLabel(anna)).toBe("AK, Anna's account");
  });

  it("names a button with a picture after its owner alone: it shows no text", () => {
    const withPicture = { ...anna, avatarUrl: "/uploads/a.webp" };
    expect(renderToStaticMarkup(<UserAvatar user={withPicture} />)).not.toContain("AK");
    expect(accountButtonLabel(withPicture)).toBe("Anna's account");
    expect(accountButtonLabel({ ...withPicture, firstName: "Andaman Liveaboards" })).toBe(
      "Andaman Liveaboards' account",
    );
  });

  it("falls back to a question mark without a name", () => {
    expect(initialsOf({ firstName: " ", lastName: "" })).toBe("?");
  });
});
