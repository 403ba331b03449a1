import { useNavigate, useRevalidator } from "react-router";
import { closeAccountPanel } from "./account-panels.ts";

/**
 * After signing in or registering (spec §4): the panels close, then the page goes to the redirect
 * when there is one, or reloads its data so the header shows the user.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return (redirect: string | undefined) => {
    closeAccountPanel();
    if (redirect) void navigate(redirect);
    else void revalidate();
  };
}
