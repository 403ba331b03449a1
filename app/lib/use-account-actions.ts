/**
 * The account menu's Profile and Logout (spec §2 Account menu, §4 "Logout closes menus and shows
 * 'Logged out'"), handed to the site chrome.
 */
import type { AccountActions } from "../components/account-menu.tsx";
import type { action as logoutAction } from "../routes/account/logout.ts";
import { closeAccountPanel, openAccountPanel } from "./account-panels.ts";
import { showAlert } from "./alerts.tsx";
import { useActionRequest } from "./use-action-request.ts";

export function useAccountActions(): Required<AccountActions> {
  const logout = useActionRequest<typeof logoutAction>("/account/logout");
  return {
    onProfile: () => openAccountPanel("profile"),
    // The action's answer reloads the page's data: protected screens' loaders send a visitor home,
    // and the header shows the login button again.
    onLogout: async () => {
      const result = await logout({});
      closeAccountPanel();
      if (result.ok) showAlert({ message: result.data.done, type: "success" });
      else showAlert({ message: result.error, type: "warning" });
    },
  };
}
