/**
 * Deleting a user, after a confirmation (Radix AlertDialog), through the user screen's action
 * (`intent: "delete"`), then back to the list. A refusal (the last administrator, one's own account)
 * shows the server's message.
 */
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { AccountUser } from "../lib/account-user.ts";
import { showAlert } from "../lib/alerts.tsx";
import { useActionFetcher } from "../lib/use-action-fetcher.ts";

export function DeleteUserButton({ user }: { user: AccountUser }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`;
  const { submit, busy: deleting } = useActionFetcher({
    onDone: () => {
      setOpen(false);
      showAlert({ message: `${name} was deleted`, type: "success" });
      void navigate("/admin/users");
    },
    onRefused: () => setOpen(false),
  });

  const remove = () => void submit({ intent: "delete" });

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button type="button" className="button button-danger">
          Delete user
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">Delete {name}?</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">
            {user.email} loses their account and sign-in. This cannot be undone.
          </AlertDialog.Description>
          <div className="button-row dialog-actions">
            <AlertDialog.Cancel className="button button-outline">Cancel</AlertDialog.Cancel>
            <button type="button" className="button button-danger" disabled={deleting} onClick={remove}>
              {deleting ? "Deleting…" : "Delete"}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
