/**
 * The head of a panel the header opens as a native popover before the page's script runs (the main
 * menu's and Contact's fallbacks): its title, styled like the side modal's, and a close button that
 * works without script (`popovertargetaction="hide"`).
 */
import { CloseIcon } from "./icons.tsx";

export function PopoverPanelHead({
  panelId,
  title,
  titleId,
}: {
  panelId: string;
  title: string;
  titleId?: string;
}) {
  return (
    <div className="side-modal-head">
      <h2 id={titleId} className="side-modal-title">
        {title}
      </h2>
      <button
        type="button"
        className="icon-button side-modal-close"
        popoverTarget={panelId}
        popoverTargetAction="hide"
        aria-label="Close"
      >
        <CloseIcon size={22} />
      </button>
    </div>
  );
}
