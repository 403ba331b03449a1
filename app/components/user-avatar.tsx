import type { SessionUser } from "../../core/accounts/session-user.ts";

/** The user's initials, e.g. "AK" for Anna Karlsson; "?" when there is no name. */
export function initialsOf(user: Pick<SessionUser, "firstName" | "lastName">): string {
  const letters = [user.firstName, user.lastName].map((name) => name.trim().charAt(0).toUpperCase()).join("");
  return letters || "?";
}

/**
 * The name of a button that shows the avatar: "Anna's account", led by the initials when the avatar
 * shows them ("AK, Anna's account"), so the name holds the text a sighted user sees on the button
 * (WCAG 2.5.3, label in name: a speech-input user says what is written there).
 */
export function accountButtonLabel(user: AvatarUser): string {
  // A name ending in "s" (the first administrator is named after the operator) takes the apostrophe alone.
  const name = `${user.firstName}${/s$/i.test(user.firstName) ? "'" : "'s"} account`;
  return user.avatarUrl ? name : `${initialsOf(user)}, ${name}`;
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
