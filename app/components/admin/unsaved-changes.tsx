/**
 * The unsaved-changes warning of an admin form: leaving for another screen of the site asks first
 * (React Router's useBlocker, in a dialog), and closing or reloading the tab asks the browser's own
 * question (beforeunload). The guard's effects run before its form's, so a form that has just saved
 * can move on in its own effect.
 */
import { AlertDialog } from "radix-ui";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const dirty = useRef(when);
  useEffect(() => {
    dirty.current = when;
  }, [when]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const open = blocker.state === "blocked";
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (!next && open ? blocker.reset?.() : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">
            Your changes on this screen are not saved yet. They are lost if you leave.
          </AlertDialog.Description>
          <div className="button-row dialog-actions">
            <AlertDialog.Cancel className="button button-outline">Stay</AlertDialog.Cancel>
            <button type="button" className="button button-danger" onClick={() => blocker.proceed?.()}>
              Leave
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
