import type { SessionUser } from "../../core/accounts/session-user.ts";

/** The user's initials, e.g. "AK" for Anna Karlsson; "?" when there is no name. */
export function initialsOf(user: Pick<SessionUser, "firstName" | "lastName">): string {
  const letters = [user.firstName, user.lastName].map((name) => name.trim().charAt(0).toUpperCase()).join("");
  return letters || "?";
}

/** What the avatar shows of a user. */
export type AvatarUser = Pick<SessionUser, "firstName" | "lastName" | "avatarUrl">;

/** The avatar picture, or the initials on a coloured disc. Decorative: the button around it is named. */
export function UserAvatar({ user, size = 36 }: { user: AvatarUser; size?: number }) {
  if (user.avatarUrl) {
    return <img className="avatar" src={user.avatarUrl} alt="" width={size} height={size} />;
  }
  return (
    <span className="avatar avatar-initials" aria-hidden="true" style={{ width: size, height: size }}>
      {initialsOf(user)}
    </span>
  );
}
