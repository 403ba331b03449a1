/**
 * The account's side-sliding panels (spec §2 Modals and panels, §4):
 * - one auth modal whose content toggles between Login, Create an Account and Forgot password;
 * - for the signed-in user, the profile view, update profile and update password modals. Leaving
 *   (cancel, close) the update forms closes that modal and opens the profile view again.
 * Which one is open lives in the account-panels store.
 */
import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import {
  type AuthPanel,
  closeAccountPanel,
  isAuthPanel,
  isProfilePanel,
  openAccountPanel,
  type ProfilePanel,
  useAccountPanel,
} from "../lib/account-panels.ts";
import type { AccountUser } from "../lib/account-user.ts";
import {
  ForgotPasswordPanel,
  FormLoader,
  LoginPanel,
  PasswordForm,
  ProfileForm,
  ProfileView,
  RegisterPanel,
} from "./lazy-forms.tsx";
import { SideModal } from "./side-modal.tsx";
import { Spinner } from "./spinner.tsx";
import type { loader as profileLoader } from "../routes/account/profile.ts";

const AUTH_TITLES: Record<AuthPanel, string> = {
  login: "Login",
  register: "Create an Account",
  forgot: "Forgot password",
};

/** A side modal holding one of the account's forms, loaded on demand; closing it calls `onClose`. */
function FormModal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <SideModal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={title}
      className="side-modal-form"
    >
      <FormLoader>{children}</FormLoader>
    </SideModal>
  );
}

export function AccountModals({ user }: { user: SessionUser | null }) {
  const { panel, redirect } = useAccountPanel();
  const auth = isAuthPanel(panel) ? panel : null;
  // While the modal slides out, it keeps showing the panel it had.
  const [shown, setShown] = useState<AuthPanel>("login");
  if (auth && auth !== shown) setShown(auth);

  return (
    <>
      <FormModal open={auth !== null} onClose={closeAccountPanel} title={AUTH_TITLES[shown]}>
        {shown === "login" ? <LoginPanel redirect={redirect} /> : null}
        {shown === "register" ? <RegisterPanel redirect={redirect} /> : null}
        {shown === "forgot" ? <ForgotPasswordPanel /> : null}
      </FormModal>
      {user ? <ProfileModals key={user.id} panel={isProfilePanel(panel) ? panel : null} /> : null}
    </>
  );
}

function ProfileModals({ panel }: { panel: ProfilePanel | null }) {
  const open = panel !== null;
  const [me, setMe] = useState<AccountUser | null>(null);
  const profile = useFetcher<typeof profileLoader>();
  const { load } = profile;

  // The full user (title, phone, country, two-step state) is read each time the profile opens.
  useEffect(() => {
    if (open) void load("/account/profile");
  }, [open, load]);
  // Each answer replaces what the modals show (a save in between updates it too, through setMe).
  const [shownAnswer, setShownAnswer] = useState(profile.data);
  if (profile.data !== shownAnswer) {
    setShownAnswer(profile.data);
    if (profile.data) setMe(profile.data.user);
  }

  const backToProfile = () => openAccountPanel("profile");
  const loading = <Spinner label="Loading your profile…" />;

  return (
    <>
      <FormModal open={panel === "profile"} onClose={closeAccountPanel} title="Profile">
        {me ? <ProfileView user={me} onChange={setMe} /> : loading}
      </FormModal>
      <FormModal open={panel === "profile-edit"} onClose={backToProfile} title="Update profile">
        {me ? (
          <ProfileForm
            user={me}
            onSaved={(user) => {
              setMe(user);
              backToProfile();
            }}
            onCancel={backToProfile}
          />
        ) : (
          loading
        )}
      </FormModal>
      <FormModal open={panel === "password"} onClose={backToProfile} title="Update password">
        <PasswordForm onDone={backToProfile} onCancel={backToProfile} />
      </FormModal>
    </>
  );
}
