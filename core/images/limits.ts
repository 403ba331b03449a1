/**
 * How large an uploaded image may be. The browser checks it before sending (app/components/avatar-input.tsx),
 * the API refuses more with 413 while reading the body (server/uploads.ts), and the image store checks
 * the bytes it is given.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A size for people: 10485760 -> "10 MB", 1572864 -> "1.5 MB", 1000 -> "1 KB". */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), "MB"] : [bytes / 1024, "KB"];
  return `${Number.isInteger(value) ? value : Number(value.toFixed(1))} ${unit}`;
}
