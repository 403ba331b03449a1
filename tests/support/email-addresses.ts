/**
 * Addresses the mailer could not deliver as stored (core/shared/email.ts): every form and the mail
 * outbox itself refuse them by the same rule, so their tests read one table, each address named by
 * what is wrong with it.
 */
export const UNDELIVERABLE_ADDRESSES: [what: string, address: string][] = [
  ["a quote", 'anna"diver@example.com'],
  ["a comma", "anna,diver@example.com"],
  ["a second at sign", "anna@diver@example.com"],
  ["a space", "anna diver@example.com"],
  ["a NUL character", "anna\u0000diver@example.com"],
  ["a 65-character local part", `${"a".repeat(65)}@example.com`],
  ["255 characters", `anna@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(63)}.${"g".repeat(54)}.com`],
  ["a non-ASCII local part", "änna@example.com"],
];
