/** An e-mail written by a domain, before it is queued in the outbox: its address, subject, text and kind. */
export type MailDraft = { to: string; subject: string; text: string; kind: string };
