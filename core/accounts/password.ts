/**
 * Password hashing: Argon2id with 19 MiB of memory and 2 iterations (OWASP / ASVS 11.4.2).
 * The password is hashed exactly as typed: spaces and long passphrases are kept.
 */
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** `algorithm: 2` is Argon2id (the package exports it as an ambient const enum). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random password for generated accounts: 24 characters from 144 random bits. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
