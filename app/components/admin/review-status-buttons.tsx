/**
 * The submit buttons that approve or reject a review, each offered only when it would change the
 * review's status: on the reviews list (small, naming the review for screen readers) and on a
 * review's own screen (saving the edits too). The button's `name` is what the screen's action reads.
 */
import type { ReviewStatus } from "../../../core/reviews/review-types.ts";

const TARGETS = [
  { status: "approved", look: "button-primary" },
  { status: "rejected", look: "button-outline" },
] as const;

export function ReviewStatusButtons({
  current,
  name,
  labels,
  busy,
  small = false,
  about,
}: {
  current: ReviewStatus;
  name: string;
  labels: Record<(typeof TARGETS)[number]["status"], string>;
  busy: boolean;
  small?: boolean;
  /** The review's title, said after the label to screen readers where several reviews share a screen. */
  about?: string;
}) {
  return TARGETS.filter(({ status }) => status !== current).map(({ status, look }) => (
    <button
      key={status}
      type="submit"
      name={name}
      value={status}
      className={`button ${look}${small ? " button-small" : ""}`}
      disabled={busy}
    >
      {labels[status]}
      {about ? <span className="visually-hidden"> “{about}”</span> : null}
    </button>
  ));
}
