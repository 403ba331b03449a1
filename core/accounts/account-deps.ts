/**
 * What the account use cases (sign-up, sign-in, second factor, profile, password reset) work with,
 * and the few reads of a user they all need.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { HumanVerifier } from "../human-check/human-verifier.ts";
import type { ImageStore } from "../images/image-store.ts";
import { InvalidImageError } from "../images/image-store.ts";
import type { StoredImage } from "../images/stored-image.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import type { UserRow } from "./public-user.ts";
import type { SessionService } from "./session-service.ts";
import type { TotpService } from "./totp.ts";

export type AccountDeps = {
  db: Database;
  sessions: SessionService;
  totp: TotpService;
  humanCheck: HumanVerifier;
  images: ImageStore;
  mail: MailQueue;
  publicUrl: string;
  now: Clock;
};

export async function getUser(db: Database, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw AppError.notFound("User");
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The answer when an e-mail address already has an account (sign-up and a changed profile). */
export function emailTaken(): AppError {
  return new AppError("conflict", "An account with this email already exists", "email");
}

/** Saves an uploaded profile picture (256 px wide at most), or nothing when none came. */
export async function saveAvatar(
  images: ImageStore,
  avatar: Uint8Array | undefined,
  name: string,
): Promise<StoredImage | undefined> {
  if (!avatar || avatar.length === 0) return undefined;
  try {
    return await images.save(avatar, { alt: `${name}'s profile picture`, maxWidth: 256 });
  } catch (error) {
    if (error instanceof InvalidImageError) throw AppError.badRequest(`Avatar: ${error.message}`, "avatar");
    throw error;
  }
}
