/**
 * The offline provider's card form (core/payments/test-card-provider.ts): the fields of a real card
 * form (number, expiry, CVC, name on the card), a plain notice that this is test mode and which cards
 * succeed and fail. A refusal is shown at its field (aria-invalid and the message under it) as well as
 * in the page's alert; a decline at the card number. Sending again clears the alert at once, so it
 * never stays over the next screen.
 */
import { Form, useNavigation } from "react-router";
import { formatTHB } from "../../core/shared/money.ts";
import { clearAlert } from "../lib/alerts.tsx";
import { TextField } from "./form-field.tsx";

/** The fields the server names in a refusal. */
export const CARD_FIELDS = ["cardNumber", "expiry", "cvc", "name"] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const isCardField = (value: unknown): value is CardField =>
  CARD_FIELDS.some((field) => field === value);

export function TestCardForm({
  paymentId,
  amount,
  problem,
  defaultName,
}: {
  paymentId: string;
  amount: number | undefined;
  /** The last refusal, at its field. */
  problem: { field: CardField; message: string } | undefined;
  defaultName: string;
}) {
  // Busy while the card is sent, as the page's other buttons are.
  const busy = useNavigation().state !== "idle";
  const errorAt = (field: CardField) => (problem?.field === field ? problem.message : undefined);
  return (
    <Form
      method="post"
      className="add-to-cart test-card-form"
      aria-label="Card details"
      onSubmit={clearAlert}
    >
      <input type="hidden" name="intent" value="card" />
      <input type="hidden" name="paymentId" value={paymentId} />
      {amount ? <input type="hidden" name="amount" value={amount} /> : null}
      <div className="test-card-notice" role="note" aria-label="Test mode">
        <p>
          <strong>Test mode: no money moves.</strong> The card 4242 4242 4242 4242 succeeds; 4000 0000 0000
          0002 is declined. Any expiry date still to come and any 3-digit CVC will do.
        </p>
      </div>
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
        maxLength={23}
        error={errorAt("cardNumber")}
      />
      <div className="test-card-row">
        <TextField
          label="Expiry date (MM/YY)"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          maxLength={7}
          error={errorAt("expiry")}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          error={errorAt("cvc")}
        />
      </div>
      <TextField
        label="Name on card"
        name="name"
        autoComplete="cc-name"
        required
        maxLength={100}
        defaultValue={defaultName}
        error={errorAt("name")}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        Pay {amount ? formatTHB(amount) : "now"}
      </button>
    </Form>
  );
}
