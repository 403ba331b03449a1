/**
 * A QR code as one SVG path, for the second factor's set-up address: authenticator apps scan it
 * instead of the key being typed. The matrix comes from uqr (no dependencies, no canvas); the path
 * draws each dark module as a 1×1 square in a `size`×`size` box that includes the quiet zone.
 */
import { encode } from "uqr";

/** The quiet zone around the code, in modules; the standard asks for 4. */
export const QR_QUIET_ZONE = 4;

export function qrCodePath(text: string): { size: number; path: string; matrix: boolean[][] } {
  const { data, size } = encode(text, { ecc: "M", border: QR_QUIET_ZONE });
  const parts: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size, path: parts.join(""), matrix: data };
}
