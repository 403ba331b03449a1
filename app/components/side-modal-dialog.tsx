/**
 * The side modal's dialog, loaded when it is first wanted (./side-modal.tsx keeps Radix out of the
 * page's first scripts). Side-sliding modal (spec §2 Modals and panels): slides in from the right, locks page scrolling,
 * closes on backdrop click, the close button or Escape, and keeps focus inside while open (Radix
 * Dialog does the focus trap, scroll lock and dismissal). The title names the dialog. While open, the
 * site's alert is drawn under the panel's title, inside the dialog, so it can be closed by mouse and
 * by keyboard (the rest of the page is inert behind a modal dialog).
 */
import { Dialog } from "radix-ui";
import { PanelAlert } from "./alert-banner.tsx";
import { CloseIcon } from "./icons.tsx";
import type { SideModalProps } from "./side-modal.tsx";

export function SideModalDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  className,
}: SideModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="side-modal-overlay" />
        <Dialog.Content
          className={className ? `side-modal ${className}` : "side-modal"}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="side-modal-head">
            <Dialog.Title className="side-modal-title">{title}</Dialog.Title>
            {/* Where a panel's own head buttons go (the sign-up view's scroll-to-top), by a portal. */}
            <div className="side-modal-head-slot" data-head-slot="" />
            <Dialog.Close className="icon-button side-modal-close" aria-label="Close">
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <PanelAlert open={open} />
          {description ? (
            <Dialog.Description className="side-modal-description">{description}</Dialog.Description>
          ) : null}
          <div className="side-modal-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
