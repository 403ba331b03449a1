/**
 * The profile view (spec §2 Modals: "profile view"): the user's details and picture, buttons to the
 * update-profile and update-password modals, and the two-step sign-in settings.
 */
import { formatShort } from "../../core/shared/dates.ts";
import { openAccountPanel } from "../lib/account-panels.ts";
import { type AccountUser, ROLE_LABELS, toAvatarUser } from "../lib/account-user.ts";
import { Flag } from "./flag.tsx";
import { TwoStepSettings } from "./two-step-settings.tsx";
import { UserAvatar } from "./user-avatar.tsx";

export function ProfileView({
  user,
  onChange,
}: {
  user: AccountUser;
  onChange: (user: AccountUser) => void;
}) {
  return (
    <div className="profile-view">
      <div className="profile-head">
        <UserAvatar user={toAvatarUser(user)} size={72} />
        <div>
          <p className="profile-name">
            {user.title} {user.firstName} {user.lastName}
          </p>
          <p className="profile-role">{ROLE_LABELS[user.role]}</p>
        </div>
      </div>
      <dl className="profile-details">
        <div>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Phone / WhatsApp</dt>
          <dd>{user.phone || "—"}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd className="profile-country">
            {user.country ? (
              <>
                <Flag code={user.countryCode} /> {user.country}
              </>
            ) : (
              "—"
            )}
          </dd>
        </div>
        {user.role === "agent" ? (
          <div>
            <dt>Agent discount</dt>
            <dd>{user.agentDiscount} %</dd>
          </div>
        ) : null}
        <div>
          <dt>Member since</dt>
          <dd>{formatShort(user.createdAt)}</dd>
        </div>
      </dl>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => openAccountPanel("profile-edit")}
        >
          Edit profile
        </button>
        <button type="button" className="button button-outline" onClick={() => openAccountPanel("password")}>
          Change password
        </button>
      </div>
      <TwoStepSettings user={user} onChange={onChange} />
    </div>
  );
}
