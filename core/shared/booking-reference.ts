/**
 * A booking's short reference, e.g. `AL-7F3K2Q`: what a guest reads out on the phone or types into a
 * bank transfer, beside the long id. Trip bookings and course bookings both carry one.
 *
 * It is derived from the booking's random id (the id's first 30 bits, six characters of five bits), so
 * the service knows it before the row is written (its e-mail is queued in the same call) and the
 * database computes the same text itself in a generated column ({@link referenceColumnSql}), for every
 * row old or new. A unique index on that column refuses the rare second booking with the same
 * reference (about one in a billion per pair); the booking is then made again under a new id
 * ({@link isReferenceClash}).
 *
 * The alphabet has no 0/O and no 1/I, so a reference read aloud or copied by hand stays unambiguous.
 * Plain functions only: the browser's bundle imports this.
 */

/** 32 characters: digits 2–9 and the letters without I and O. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "AL-";
const REFERENCE_LENGTH = 6;
const BITS_PER_CHARACTER = 5;

/** A reference as the site shows it: `AL-` and six characters of the alphabet. */
export const REFERENCE_PATTERN = /^AL-[2-9A-HJ-NP-Z]{6}$/;

/** The reference of the booking with this id (a UUID). */
export function referenceOf(id: string): string {
  const hex = id.replaceAll("-", "").slice(0, 8);
  if (!/^[0-9a-f]{8}$/i.test(hex)) throw new RangeError(`Not a booking id: ${id}`);
  const bits = Number.parseInt(hex, 16); // 32 bits; the first 30 make the six characters
  let text = "";
  for (let index = 0; index < REFERENCE_LENGTH; index++) {
    const shift = 32 - BITS_PER_CHARACTER * (index + 1);
    text += REFERENCE_ALPHABET[(bits >>> shift) & 0b11111];
  }
  return REFERENCE_PREFIX + text;
}

/**
 * The search text as a reference (upper case, spaces trimmed), or null when it is not one. "al-7f3k2q"
 * and " AL-7F3K2Q " are the same reference.
 */
export function asReference(text: string): string | null {
  const candidate = text.trim().toUpperCase();
  return REFERENCE_PATTERN.test(candidate) ? candidate : null;
}

/**
 * The SQL expression of {@link referenceOf} over a uuid column, for the generated column: the first
 * eight hex digits as a bit string, cut into five-bit pieces, each picking a character of the alphabet.
 */
export function referenceColumnSql(idColumn: string): string {
  const bits = `('x' || substr(replace(${idColumn}::text, '-', ''), 1, 8))::bit(32)`;
  const characters = Array.from(
    { length: REFERENCE_LENGTH },
    (_, index) =>
      `substr('${REFERENCE_ALPHABET}', substring(${bits} from ${index * BITS_PER_CHARACTER + 1} for ${BITS_PER_CHARACTER})::int + 1, 1)`,
  );
  return `'${REFERENCE_PREFIX}' || ${characters.join(" || ")}`;
}

/** The unique indexes that keep references apart (db/schema.ts). */
export const REFERENCE_INDEXES = ["bookings_reference_unique", "course_bookings_reference_unique"];

/** True when a write failed because another booking already has the reference (looking through wrappers). */
export function isReferenceClash(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === "23505") {
      const named = typeof constraint === "string" ? constraint : typeof message === "string" ? message : "";
      return REFERENCE_INDEXES.some((name) => named.includes(name));
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The closing line every booking e-mail carries: the short reference a guest quotes, with the id.
 * (An id that is no UUID, as some test drafts use, has no reference and gets no line.)
 */
export function referenceLine(id: string): string {
  return /^[0-9a-f]{8}-/i.test(id) ? `\nBooking reference: ${referenceOf(id)} (${id})\n` : "";
}
