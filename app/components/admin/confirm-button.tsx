/**
 * A button that asks first (Radix AlertDialog): `onConfirm` runs only after "Delete" in the dialog;
 * the dialog stays open, its button busy, while it runs.
 */
import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";

export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel = "Delete",
  busyLabel = "Deleting…",
  className = "button button-danger",
  onConfirm,
}: {
  children: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  /** The dialog's button while `onConfirm` runs. */
  busyLabel?: string;
  className?: string;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    setBusy(false);
    setOpen(false);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={className}>
          {children}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{description}</AlertDialog.Description>
          <div className="button-row dialog-actions">
            <AlertDialog.Cancel className="button button-outline">Cancel</AlertDialog.Cancel>
            <button type="button" className="button button-danger" disabled={busy} onClick={confirm}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
