/**
 * The card form of the Stripe provider: Stripe's Payment Element for the payment the
 * server opened (its client secret), and "Pay" confirming it with Stripe.js. Stripe.js comes from
 * js.stripe.com (the Content-Security-Policy allows it: server/security-headers.ts) and this module is
 * loaded only by the payment screens, only with the Stripe provider.
 *
 * Stripe sends the guest on to the success screen once the payment went through (or after a bank's
 * check); that screen shows what the server knows, which the verified webhook sets, so arriving there
 * confirms nothing by itself. A decline or a problem Stripe reports at once is shown as a warning and
 * the guest may try again.
 */
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState } from "react";
import { showAlert } from "../lib/alerts.tsx";

/** Stripe.js, loaded once per publishable key. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

export type StripeCardFormProps = {
  publishableKey: string;
  /** The open payment's client secret (from the server's PaymentIntent). */
  clientSecret: string;
  /** "THB 12,000": the button's amount, as the server set it. */
  amountLabel: string;
  /** Where Stripe sends the guest afterwards: /success/{id} or /success-agent/{id}. */
  returnPath: string;
  /** Shown with a decline: how long the spaces stay held. */
  heldNote?: string;
};

export default function StripeCardForm({ publishableKey, clientSecret, ...form }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <CardForm {...form} />
    </Elements>
  );
}

function CardForm({
  amountLabel,
  returnPath,
  heldNote,
}: Omit<StripeCardFormProps, "publishableKey" | "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const pay = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(returnPath, window.location.origin).toString() },
    });
    // Reached only when Stripe did not send the guest on: a decline or a problem with the card.
    setBusy(false);
    showAlert({
      message: `${error?.message ?? "The payment did not go through."}${heldNote ? ` ${heldNote}` : ""}`,
      type: "warning",
    });
  };

  return (
    <form className="add-to-cart stripe-card-form" aria-label="Card details" onSubmit={pay}>
      <PaymentElement onReady={() => setReady(true)} />
      {ready ? null : <p aria-live="polite">Loading the secure card form…</p>}
      <button type="submit" className="button button-primary" disabled={!stripe || !ready || busy}>
        {busy ? "Paying…" : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}
