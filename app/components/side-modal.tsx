/**
 * Side-sliding modal (spec §2 Modals and panels); the dialog itself is ./side-modal-dialog.tsx.
 *
 * Light pages (docs/performance.md): Radix Dialog (focus trap, scroll lock, dismissal) is not among the
 * page's first scripts. Until a modal is first opened, only its trigger is drawn: the same button
 * (so nothing moves), announced as opening a dialog, whose click opens the modal. Pointing at it or
 * focusing it starts loading the dialog's code, so a click usually finds it there; a click before
 * that shows the trigger until the code arrives, then the modal opens with focus inside it, and
 * closing it hands focus back to the trigger as before. A load that fails reloads the page once,
 * then says so in the site's alert (spec §8, app/lib/lazy-reload.ts).
 */
import {
  type ButtonHTMLAttributes,
  cloneElement,
  isValidElement,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";
import { showAlert } from "../lib/alerts.tsx";
import { loadWithTimeout, SCRIPT_LOAD_TIMEOUT_MS } from "../lib/lazy-reload.ts";
import { LazyLoadBoundary } from "./lazy-forms.tsx";

export type SideModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown at the top of the panel and used as the dialog's accessible name. */
  title: string;
  /** Optional one-line description under the title (also the dialog's accessible description). */
  description?: string;
  children: ReactNode;
  /** The button that opens it (Radix gives it aria-expanded and aria-controls, and focus returns to it). */
  trigger?: ReactNode;
  /** Extra class on the panel, e.g. for a wider form panel. */
  className?: string;
};

const loadDialog = () => import("./side-modal-dialog.tsx");

/**
 * No storage: this load never clears the reload flag. It comes on the way to a panel's form, whose
 * code may be the one missing; clearing the flag there would let that form reload the page forever.
 */
const SideModalDialog = lazy(() =>
  loadWithTimeout(loadDialog, SCRIPT_LOAD_TIMEOUT_MS, null).then((m) => ({ default: m.SideModalDialog })),
);

/** Starts fetching the dialog's code ahead of a likely click; a failure here is left to the real load. */
function preloadDialog(): void {
  loadDialog().catch(() => {});
}

export function SideModal(props: SideModalProps) {
  const { open, onOpenChange, trigger } = props;
  // Once wanted, the dialog stays: Radix owns the trigger from then on.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  const plainTrigger = isValidElement(trigger)
    ? cloneElement(trigger as ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>, {
        "aria-haspopup": "dialog",
        "aria-expanded": false,
        onPointerEnter: preloadDialog,
        onFocus: preloadDialog,
        onClick: () => onOpenChange(true),
      })
    : (trigger ?? null);

  if (!wanted) return plainTrigger;
  return (
    <LazyLoadBoundary
      loading={plainTrigger}
      failure={
        <>
          {plainTrigger}
          <LoadFailureAlert />
        </>
      }
    >
      <Suspense fallback={plainTrigger}>
        <SideModalDialog {...props} />
      </Suspense>
    </LazyLoadBoundary>
  );
}

/** The dialog's code failed to load a second time: the site's alert says so (the panel cannot open). */
function LoadFailureAlert() {
  useEffect(() => {
    showAlert({
      message: "This panel could not be loaded. Please check your connection and reload the page.",
      type: "warning",
      persist: true,
    });
  }, []);
  return null;
}
