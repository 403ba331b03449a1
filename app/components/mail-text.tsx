/**
 * Mail text on the admin screens: addresses that wrap at their dots, "@" and slashes rather than in
 * the middle of a word, and a mail's body with its web and e-mail addresses as links. Everything is
 * rendered as React text and elements; the mail itself is never inserted as HTML.
 */
import { Fragment } from "react";
import { addressBreaks, linkifyParts } from "../lib/linkify.ts";

/** An e-mail or web address with line-break opportunities (<wbr>) at its natural joints. */
export function BreakableAddress({ value }: { value: string }) {
  return (
    <span className="breakable">
      {addressBreaks(value).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

/** A mail's plain-text body, line breaks kept, with clickable addresses (opened in a new tab). */
export function MailText({ text }: { text: string }) {
  return (
    <pre className="mail-text">
      {linkifyParts(text).map((part, index) =>
        part.kind === "text" ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            <BreakableAddress value={part.text} />
          </a>
        ),
      )}
    </pre>
  );
}
