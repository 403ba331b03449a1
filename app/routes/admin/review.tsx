/**
 * /admin/review/{id} (spec §2 admin-only): one review as the guest wrote it and as it shows; correct
 * its title and text, write or change the operator's public reply (an empty reply removes it),
 * approve, reject, or delete it after a confirmation. The rating stays the guest's.
 */
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { reviewUpdateSchema } from "../../../core/reviews/review-schemas.ts";
import {
  MAX_REVIEW_REPLY,
  MAX_REVIEW_TEXT,
  MAX_REVIEW_TITLE,
  type ModeratedStatus,
} from "../../../core/reviews/review-types.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { ActionNotices } from "../../components/action-notices.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { TextAreaField, TextField } from "../../components/form-field.tsx";
import { Stars } from "../../components/reviews.tsx";
import { isId } from "../../../core/shared/ids.ts";
import { withDone } from "../../lib/done-notice.ts";
import { readFormData } from "../../lib/form-data.server.ts";
import { actionFailed, invalidForm, refused } from "../../lib/action-answers.server.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { ADMIN_STATUS, starsText } from "../../lib/review-format.ts";
import { screenReview } from "../../lib/review-screen.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/review";
import { ReviewStatusButtons } from "../../components/admin/review-status-buttons.tsx";
import { InlineConfirm } from "../../components/admin/inline-confirm.tsx";
import { groupThousands } from "../../../core/shared/numbers.ts";
import { FormCard } from "../../components/admin/form-card.tsx";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded ? `Review: ${loaded.review.title}` : "Review"} | Admin | Andaman Liveaboards`);

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  if (!isId(params.id)) throw data("Review not found", { status: 404 });
  return { review: screenReview(await orErrorScreen(context.services.reviews.adminGet(params.id))) };
}

const DONE: Record<ModeratedStatus, string> = {
  approved: "Review approved: it is published on the reviews page and its boat's page.",
  rejected: "Review rejected: it is not shown anywhere.",
};

export async function action({ context, request, params }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await readFormData(request);
  const { reviews } = context.services;
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "delete") {
      await reviews.delete(params.id);
      return redirect(withDone("/admin/reviews", "review-deleted"));
    }
    if (intent !== "save" && intent !== "approved" && intent !== "rejected")
      return refused("Unknown action", "intent");
    const parsed = reviewUpdateSchema.safeParse({
      title: String(form.get("title") ?? ""),
      text: String(form.get("text") ?? ""),
      reply: String(form.get("reply") ?? ""),
      ...(intent === "save" ? {} : { status: intent }),
    });
    if (!parsed.success) {
      return invalidForm(parsed.error, "The review was not saved: see the fields below.");
    }
    await reviews.update(params.id, parsed.data);
    return { done: intent === "save" ? "Review saved." : DONE[intent] };
  } catch (error) {
    return actionFailed(error);
  }
}

export default function AdminReview({ loaderData }: Route.ComponentProps) {
  const { review } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors = (result && "fields" in result ? result.fields : undefined) ?? {};
  return (
    <>
      <AdminPageHead
        title={`Review by ${review.author.firstName}`}
        summary={
          <>
            <span className="badge review-status" data-status={review.status}>
              {ADMIN_STATUS[review.status]}
            </span>{" "}
            · {starsText(review.rating)} · {review.trip.boat.name}, trip in {review.shown.tripMonth} · sent{" "}
            {formatDateTime(review.createdAt)}
          </>
        }
        back={{ to: "/admin/reviews", label: "All reviews" }}
      />
      <div className="admin-section">
        <ActionNotices
          done={result && "done" in result ? result.done : undefined}
          error={result && "error" in result ? result.error : undefined}
        />
        <p>
          <Stars rating={review.rating} /> The guest&apos;s rating: {starsText(review.rating)} (it cannot be
          changed). {review.author.firstName}
          {review.author.country ? ` from ${review.author.country}` : ""} is shown by first name only.
        </p>
        <Form method="post" className="form-card review-form" key={`${review.id}|${review.repliedAt}`}>
          <TextField
            label="Title"
            name="title"
            defaultValue={review.title}
            maxLength={MAX_REVIEW_TITLE}
            hint={`At most ${MAX_REVIEW_TITLE} characters`}
            error={errors.title}
          />
          <TextAreaField
            label="Text"
            name="text"
            rows={8}
            defaultValue={review.text}
            maxLength={MAX_REVIEW_TEXT}
            hint={`Plain text, at most ${groupThousands(MAX_REVIEW_TEXT)} characters`}
            error={errors.text}
          />
          <TextAreaField
            label="Reply from the operator"
            name="reply"
            rows={5}
            defaultValue={review.reply ?? ""}
            maxLength={MAX_REVIEW_REPLY}
            hint={`Shown under the review once it is approved; leave empty for no reply. At most ${groupThousands(MAX_REVIEW_REPLY)} characters${review.repliedAt ? `. Last replied ${formatDateTime(review.repliedAt)}` : ""}`}
            error={errors.reply}
          />
          <div className="review-actions">
            <button
              type="submit"
              name="intent"
              value="save"
              className="button button-outline"
              disabled={busy}
            >
              Save
            </button>
            <ReviewStatusButtons
              current={review.status}
              name="intent"
              labels={{ approved: "Save and approve", rejected: "Save and reject" }}
              busy={busy}
            />
          </div>
        </Form>
        <FormCard headingId="delete-title" title="Delete this review" className="danger-zone">
          <p>The review and its reply are removed for good; the guest can then review this trip again.</p>
          <Form method="post" className="review-actions">
            <InlineConfirm
              action="Delete review"
              question={`Delete “${review.title}”? This cannot be undone.`}
              confirm="Yes, delete the review"
              intent="delete"
              busy={busy}
            />
          </Form>
        </FormCard>
      </div>
    </>
  );
}
