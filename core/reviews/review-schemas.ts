/**
 * The review calls' input, shared by the API and the screens (the form checks as the guest types with
 * the same messages). A client sends what it wrote, never a status: a `status` in a new review's body is
 * dropped (the object is not strict) and every new review waits for approval.
 */
import { z } from "zod";
import { choiceFilter, listQuerySchema } from "../shared/list-query.ts";
import { textSchema } from "../shared/validation.ts";
import {
  MAX_RATING,
  MAX_REVIEW_REPLY,
  MAX_REVIEW_TEXT,
  MAX_REVIEW_TITLE,
  MIN_RATING,
  moderatedStatuses,
  reviewStatuses,
} from "./review-types.ts";
import { groupThousands } from "../shared/numbers.ts";

const RATING_MESSAGE = `Rating must be a whole number of stars from ${MIN_RATING} to ${MAX_RATING}`;

/** Line breaks kept as `\n` whatever the browser sent (`\r\n` from a form's textarea). */
const unixLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");

export const reviewRatingSchema = z
  .number({ error: RATING_MESSAGE })
  .int({ error: RATING_MESSAGE })
  .min(MIN_RATING, { error: RATING_MESSAGE })
  .max(MAX_RATING, { error: RATING_MESSAGE });

export const reviewTitleSchema = textSchema("Title")
  .min(1, { error: "Title is required" })
  .max(MAX_REVIEW_TITLE, { error: `Title must be at most ${MAX_REVIEW_TITLE} characters` });

export const reviewTextSchema = textSchema("Text", { multiline: true })
  .transform(unixLineBreaks)
  .pipe(
    z
      .string()
      .min(1, { error: "Text is required" })
      .max(MAX_REVIEW_TEXT, {
        error: `Text must be at most ${groupThousands(MAX_REVIEW_TEXT)} characters`,
      }),
  );

export const reviewReplySchema = textSchema("Reply", { multiline: true })
  .transform(unixLineBreaks)
  .pipe(
    z.string().max(MAX_REVIEW_REPLY, {
      error: `Reply must be at most ${groupThousands(MAX_REVIEW_REPLY)} characters`,
    }),
  );

/** `POST /api/v1/review/new`. */
export const reviewInputSchema = z.object(
  {
    bookingId: z.uuid({ error: "bookingId must be one of your bookings' ids" }),
    rating: reviewRatingSchema,
    title: reviewTitleSchema,
    text: reviewTextSchema,
  },
  { error: "The body must be a JSON object" },
);
export type ReviewInput = z.output<typeof reviewInputSchema>;

/**
 * `PUT /api/v1/admin/review/{id}`: any of these; an empty reply removes the operator's answer. The
 * rating stays the guest's. Strict, so a misspelt key is a 400 rather than a silent no-op.
 */
export const reviewUpdateSchema = z
  .object(
    {
      status: z
        .enum(moderatedStatuses, { error: `status must be one of: ${moderatedStatuses.join(", ")}` })
        .optional(),
      reply: reviewReplySchema.optional(),
      title: reviewTitleSchema.optional(),
      text: reviewTextSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Only status, reply, title and text can be changed (not ${issue.keys.join(", ")})`
          : "The body must be a JSON object",
    },
  )
  .strict();
export type ReviewUpdate = z.output<typeof reviewUpdateSchema>;

/** A query-string value left empty means "not given". */
const emptyIsMissing = (value: unknown) => (value === "" ? undefined : value);

/** `boat`: a boat's id or slug. */
const boatFilter = z.preprocess(
  emptyIsMissing,
  z
    .string({ error: "boat must be a boat's id or slug" })
    .max(200, { error: "boat must be a boat's id or slug" })
    .regex(/^[A-Za-z0-9-]+$/, { error: "boat must be a boat's id or slug" })
    .optional(),
);

/** `rating`: whole stars 1–5, from the query string's text. */
const ratingFilter = z.preprocess(
  emptyIsMissing,
  z.coerce
    .number({ error: RATING_MESSAGE })
    .int({ error: RATING_MESSAGE })
    .min(MIN_RATING, { error: RATING_MESSAGE })
    .max(MAX_RATING, { error: RATING_MESSAGE })
    .optional(),
);

/** `GET /api/v1/reviews` and the `/reviews` page's address: `page`, `boat`, `rating`. */
export const reviewListQuerySchema = listQuerySchema({ boat: boatFilter, rating: ratingFilter }).omit({
  search: true,
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** `GET /api/v1/admin/reviews` and `/admin/reviews`: `page`, `status`, `boat`, `rating`. */
export const adminReviewListQuerySchema = listQuerySchema({
  status: choiceFilter(reviewStatuses, "status"),
  boat: boatFilter,
  rating: ratingFilter,
}).omit({ search: true });
export type AdminReviewListQuery = z.output<typeof adminReviewListQuerySchema>;
