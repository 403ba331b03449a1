/**
 * The account menu's Profile and Logout (spec §2 Account menu, §4 "Logout closes menus and shows
 * 'Logged out'"), handed to the site chrome.
 */
import { useMemo } from "react";
import { useRevalidator } from "react-router";
import type { AccountActions } from "../components/account-menu.tsx";
import { closeAccountPanel, openAccountPanel } from "./account-panels.ts";
import { showAlert } from "./alerts.tsx";
import { apiRequest } from "./api-client.ts";

export function useAccountActions(): Required<AccountActions> {
  const { revalidate } = useRevalidator();
  return useMemo(
    () => ({
      onProfile: () => openAccountPanel("profile"),
      onLogout: async () => {
        const result = await apiRequest<{ message?: string }>("/api/v1/logout");
        closeAccountPanel();
        if (result.ok) showAlert({ message: result.data.message ?? "Logged out", type: "success" });
        else showAlert({ message: result.message, type: "warning" });
        // Protected screens' loaders send a visitor home; the header shows the login button again.
        await revalidate();
      },
    }),
    [revalidate],
  );
}
