/**
 * What a new password must be (ASVS 6.2): at least 6 characters (the spec's minimum), at most 256 so
 * long passphrases work as typed (spaces kept, nothing trimmed), and not one of the 3,000 most common
 * passwords. Server-only: it reads the list from disk once.
 */
import { readFileSync } from "node:fs";
import { AppError } from "../shared/errors.ts";
import { projectPath } from "../shared/project-path.ts";
import { MIN_PASSWORD_LENGTH } from "../shared/validation.ts";

export const MAX_PASSWORD_LENGTH = 256;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(projectPath("core", "accounts", "common-passwords.txt"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Throws a bad_request naming `field` when the password may not be used. */
export function assertAcceptablePassword(
  password: string,
  options: { email?: string; field?: string } = {},
): void {
  const field = options.field ?? "password";
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw AppError.badRequest(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`, field);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw AppError.badRequest(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`, field);
  }
  if (isCommonPassword(password)) {
    throw AppError.badRequest("This password is too common: please choose another", field);
  }
  if (options.email && password.toLowerCase() === options.email.toLowerCase()) {
    throw AppError.badRequest("Password must not be your e-mail address", field);
  }
}
