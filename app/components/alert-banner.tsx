/**
 * Shows the one current alert (app/lib/alerts.tsx): its type's icon, the message, a close button and a
 * progress bar running over the alert's duration.
 *
 * Drawn in one place at a time: {@link AlertBanner} on the page (at the top under the header, at the
 * bottom on a phone, clear of the header's avatar and its tooltip) while no side panel is open;
 * {@link PanelAlert} under the title of the side panel on top while one is: it takes its own room
 * there, pushing the panel's first lines down rather than covering them (and stays in view under the
 * title when the panel is scrolled). Inside the panel the alert is part of the modal dialog: its
 * close button takes clicks and is next in the tab order after the panel's Close button.
 *
 * Test contract: role="status" (info, success) or role="alert" (warning); data-type; the progress bar
 * has class "alert-progress" and data-duration (ms).
 */
import { useId, useLayoutEffect, useRef } from "react";
import {
  type ActiveAlert,
  type AlertType,
  registerAlertPanel,
  useAlert,
  useAlertPanel,
  useCurrentAlert,
} from "../lib/alerts.tsx";
import { CloseIcon, InfoIcon, SuccessIcon, WarningIcon } from "./icons.tsx";

const ICONS: Record<AlertType, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
};

/** The alert on the page, while no side panel is open. */
export function AlertBanner() {
  const alert = useCurrentAlert();
  const panel = useAlertPanel();
  if (!alert || panel !== null) return null;
  return <AlertRegion key={alert.id} alert={alert} />;
}

/** The alert inside an open side panel (app/components/side-modal.tsx), when that panel is on top. */
export function PanelAlert({ open }: { open: boolean }) {
  const id = useId();
  const alert = useCurrentAlert();
  const panel = useAlertPanel();
  useLayoutEffect(() => (open ? registerAlertPanel(id) : undefined), [open, id]);
  if (!alert || !open || panel !== id) return null;
  return <AlertRegion key={alert.id} alert={alert} />;
}

function AlertRegion({ alert }: { alert: ActiveAlert }) {
  const { clearAlert } = useAlert();
  const progress = useRef<HTMLDivElement>(null);
  const Icon = ICONS[alert.type];

  // Drawn again elsewhere (a panel opened or closed), the bar goes on from where it was.
  useLayoutEffect(() => {
    if (progress.current) progress.current.style.animationDelay = `${alert.shownAt - Date.now()}ms`;
  }, [alert.shownAt]);

  return (
    // [aria-live] keeps the alert readable while a modal dialog is open: Radix hides the rest of the
    // page from assistive technology, live regions excepted. The alert inside is the live region.
    <div className="alert-region" aria-live="off">
      <div className="alert" role={alert.type === "warning" ? "alert" : "status"} data-type={alert.type}>
        <Icon className="alert-icon" size={22} />
        <p className="alert-message">{alert.message}</p>
        <button type="button" className="icon-button alert-close" aria-label="Dismiss" onClick={clearAlert}>
          <CloseIcon size={18} />
        </button>
        {alert.persist ? null : (
          <div
            ref={progress}
            className="alert-progress"
            data-duration={alert.duration}
            style={{ animationDuration: `${alert.duration}ms` }}
            aria-hidden="true"
          />
        )}
      </div>
    </div>
  );
}
