/**
 * The guest's review of one trip (/bookings/me?review={bookingId}): a star rating as a group of five
 * radios (arrow keys move between them, each labelled "4 stars, very good"), a title and a text with
 * their limits and how much is used, and the server's messages at the fields they are about. It posts
 * to the page's action, so it works before the page's script has loaded.
 */
import { useState } from "react";
import { Form } from "react-router";
import { MAX_REVIEW_TEXT, MAX_REVIEW_TITLE, RATINGS } from "../../core/reviews/review-types.ts";
import { RATING_WORDS, starsText } from "../lib/review-format.ts";
import { TextAreaField, TextField } from "./form-field.tsx";
import { groupThousands } from "../../core/shared/numbers.ts";

export type ReviewFormErrors = Partial<Record<"rating" | "title" | "text" | "form", string>>;

const count = (n: number) => groupThousands(n);

export function ReviewForm({
  bookingId,
  tripLabel,
  errors = {},
  values,
  busy,
}: {
  bookingId: string;
  /** "12–16 Oct 2026, Similan Islands on MV Andaman Explorer". */
  tripLabel: string;
  errors?: ReviewFormErrors;
  /** What was sent, when the server sent it back with errors. */
  values?: { rating?: string; title?: string; text?: string };
  busy: boolean;
}) {
  const [rating, setRating] = useState(values?.rating ?? "");
  const [title, setTitle] = useState(values?.title ?? "");
  const [text, setText] = useState(values?.text ?? "");
  const chosen = Number(rating);
  return (
    <section className="form-card" aria-labelledby="review-form-title" id="review-form">
      <h2 id="review-form-title" className="panel-heading">
        Review your trip
      </h2>
      <p>{tripLabel}</p>
      <p className="field-hint">
        We publish your review with your first name, your country and the month of your trip, once we have
        read it.
      </p>
      {errors.form ? (
        <p role="alert" className="admin-notice field-error">
          {errors.form}
        </p>
      ) : null}
      <Form method="post" className="review-form" noValidate>
        <input type="hidden" name="bookingId" value={bookingId} />
        <fieldset className="star-input" aria-describedby={errors.rating ? "rating-error" : undefined}>
          <legend className="field-label">Your rating</legend>
          <div className="star-options">
            {RATINGS.map((star) => (
              <label key={star} className="star-option">
                <input
                  type="radio"
                  name="rating"
                  value={star}
                  checked={rating === String(star)}
                  onChange={(event) => setRating(event.target.value)}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {starsText(star)}, {RATING_WORDS[star]!.toLowerCase()}
                </span>
              </label>
            ))}
          </div>
          <p className="star-choice" aria-hidden="true">
            {chosen ? `${starsText(chosen)}: ${RATING_WORDS[chosen]}` : "Choose from 1 to 5 stars."}
          </p>
          {errors.rating ? (
            <p id="rating-error" className="field-error">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label="Title"
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={MAX_REVIEW_TITLE}
          hint={`${count(title.length)} of ${MAX_REVIEW_TITLE} characters`}
          error={errors.title}
        />
        <TextAreaField
          label="Your review"
          name="text"
          rows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_REVIEW_TEXT}
          hint={`Plain text; line breaks are kept. ${count(text.length)} of ${count(MAX_REVIEW_TEXT)} characters`}
          error={errors.text}
        />
        <div className="review-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Send review
          </button>
        </div>
      </Form>
    </section>
  );
}
