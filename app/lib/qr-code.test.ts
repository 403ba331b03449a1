import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { QR_QUIET_ZONE, qrCodePath } from "./qr-code.ts";

/** Paints the matrix as an RGBA image, `scale` pixels per module, the way a phone camera sees it. */
function paint(matrix: boolean[][], scale: number) {
  const side = matrix.length * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = ((y * scale + dy) * side + x * scale + dx) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
    }),
  );
  return { pixels, side };
}

const ADDRESS =
  "otpauth://totp/Andaman%20Liveaboards:admin%40andaman-liveaboards.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Andaman%20Liveaboards&algorithm=SHA1&digits=6&period=30";

describe("qrCodePath", () => {
  it("encodes the set-up address so a scanner reads it back", () => {
    const { matrix } = qrCodePath(ADDRESS);
    const { pixels, side } = paint(matrix, 4);
    expect(jsQR(pixels, side, side)?.data).toBe(ADDRESS);
  });

  it("draws one square per dark module inside a box with the quiet zone", () => {
    const { size, path, matrix } = qrCodePath("otpauth://totp/x?secret=AB");
    expect(matrix).toHaveLength(size);
    const darkModules = matrix.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x} ${y}`] : [])));
    const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x} ${y}`);
    expect(squares).toEqual(darkModules);
    // The quiet zone is light: no square starts in the first or last four rows or columns.
    for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
      for (const v of [Number(x), Number(y)]) {
        expect(v).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
        expect(v).toBeLessThan(size - QR_QUIET_ZONE);
      }
    }
  });
});
