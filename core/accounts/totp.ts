/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s) for the second factor (ASVS 6.3.3).
 * Secrets are stored encrypted (AES-256-GCM, key derived from the session secret); a code is accepted
 * one step either side of now, and never twice (the last accepted step is kept).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { Clock } from "../shared/clock.ts";

const ISSUER = "Andaman Liveaboards";
const PERIOD_SECONDS = 30;

export class TotpService {
  private readonly key: Buffer;

  constructor(
    serverSecret: string,
    private readonly now: Clock,
  ) {
    this.key = Buffer.from(hkdfSync("sha256", serverSecret, "totp-secrets", "andaman-liveaboards", 32));
  }

  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  encrypt(secretBase32: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
  }

  decrypt(stored: string): string {
    const [iv, tag, body] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
    if (!iv || !tag || !body) throw new Error("malformed TOTP secret");
    const decipher = createDecipheriv("aes-256-gcm", this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  }

  private totp(secretBase32: string, label: string) {
    return new TOTP({
      issuer: ISSUER,
      label,
      algorithm: "SHA1",
      digits: 6,
      period: PERIOD_SECONDS,
      secret: Secret.fromBase32(secretBase32),
    });
  }

  /** The otpauth:// address an authenticator app reads (as a QR code or typed in). */
  otpauthUrl(secretBase32: string, email: string): string {
    return this.totp(secretBase32, email).toString();
  }

  /** The current code (tests and the enrolment screen's self-check use it). */
  currentCode(secretBase32: string): string {
    return this.totp(secretBase32, "x").generate({ timestamp: this.now().getTime() });
  }

  /**
   * Checks a code; answers the time step it matched, or null. A step at or before `lastStep` is
   * refused, so an intercepted code cannot be replayed.
   */
  verify(secretBase32: string, code: string, lastStep: number | null): number | null {
    const timestamp = this.now().getTime();
    const delta = this.totp(secretBase32, "x").validate({ token: code, timestamp, window: 1 });
    if (delta === null) return null;
    const step = Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
    if (lastStep !== null && step <= lastStep) return null;
    return step;
  }
}
