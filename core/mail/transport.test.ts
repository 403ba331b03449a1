/**
 * The SMTP transport and the site's e-mail rule agree: every address the rule accepts reaches
 * nodemailer's envelope and To header exactly as stored, and the addresses nodemailer would rewrite
 * (into a different mailbox) are refused before nodemailer sees them.
 */
import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { isValidEmail } from "../shared/email.ts";
import { mailOptionsFor, type TransportMessage, UndeliverableMailError } from "./transport.ts";

/** nodemailer without a server: it builds the message and its envelope and hands them back. */
const composer = createTransport({ streamTransport: true, buffer: true });

const message = (to: string, replyTo?: string): TransportMessage => ({
  id: "5f0c8d2e-7a5b-4c3e-9d1f-0a1b2c3d4e5f",
  from: "Andaman Liveaboards <bookings@andaman-liveaboards.test>",
  to,
  replyTo,
  subject: "Reset your password",
  text: "Hello",
});

describe("mailOptionsFor and nodemailer", () => {
  it.each([
    "diver@example.com",
    "first.last+trip@mail.example.co.th",
    "o'brien@example.ie",
    "!#$%&'*+-/=?^_`{|}~@example.com",
    "diver@xn--72c1a1bt4awk9o.xn--o3cw4h",
    `${"a".repeat(64)}@example.com`,
  ])("sends %j exactly as stored", async (address) => {
    expect(isValidEmail(address)).toBe(true);
    const sent = await composer.sendMail(mailOptionsFor(message(address, address)));
    expect(sent.envelope.to).toEqual([address]);
    const head = sent.message
      .toString()
      .split("\r\n\r\n")[0]!
      .replace(/\r\n[ \t]+/g, " "); // unfolded
    expect(head).toMatch(new RegExp(`^To: ?<?${escape(address)}>?$`, "m"));
    expect(head).toMatch(new RegExp(`^Reply-To: ?<?${escape(address)}>?$`, "m"));
  });

  it.each([
    'di"ver@example.com',
    "diver,boss@example.com",
    "diver;boss@example.com",
    "diver@evil.example@example.com",
    "di ver@example.com",
    "<diver@example.com>",
    "diver\u0000@example.com",
    ".diver@example.com",
  ])("refuses %j, which nodemailer would send to another mailbox", async (address) => {
    // What nodemailer does with it when nobody checks first: the envelope names a different address.
    const unchecked = await composer.sendMail({ from: "a@example.com", to: { name: "", address }, text: "" });
    expect(unchecked.envelope.to).not.toEqual([address]);

    expect(() => mailOptionsFor(message(address))).toThrow(UndeliverableMailError);
    expect(() => mailOptionsFor(message("diver@example.com", address))).toThrow(
      `Reply-To ${JSON.stringify(address)} is not a single valid e-mail address`,
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
