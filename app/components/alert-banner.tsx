/**
 * Shows the one current alert (app/lib/alerts.tsx): its type's icon, the message, a close button and a
 * progress bar running over the alert's duration.
 *
 * Test contract: role="status" (info, success) or role="alert" (warning); data-type; the progress bar
 * has class "alert-progress" and data-duration (ms).
 */
import { type AlertType, useAlert, useCurrentAlert } from "../lib/alerts.tsx";
import { CloseIcon, InfoIcon, SuccessIcon, WarningIcon } from "./icons.tsx";

const ICONS: Record<AlertType, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
};

export function AlertBanner() {
  const alert = useCurrentAlert();
  const { clearAlert } = useAlert();
  if (!alert) return null;
  const Icon = ICONS[alert.type];
  return (
    // [aria-live] keeps the alert readable while a modal dialog is open: Radix hides the rest of the
    // page from assistive technology, live regions excepted. The alert inside is the live region.
    <div className="alert-region" aria-live="off">
      <div
        key={alert.id}
        className="alert"
        role={alert.type === "warning" ? "alert" : "status"}
        data-type={alert.type}
      >
        <Icon className="alert-icon" size={22} />
        <p className="alert-message">{alert.message}</p>
        <button type="button" className="icon-button alert-close" aria-label="Dismiss" onClick={clearAlert}>
          <CloseIcon size={18} />
        </button>
        {alert.persist ? null : (
          <div
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
