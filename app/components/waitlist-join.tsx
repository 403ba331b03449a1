/**
 * "Join the waitlist" on a departure's page, in place of "Add to cart" for the cabin types that are
 * sold out (decision 0020): a signed-in guest asks for a number of spaces and is offered them by e-mail
 * when they come free; a visitor is asked to log in first. The trip route's action joins.
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { MAX_CART_SPACES } from "../../core/trips/cart-schema.ts";
import { SelectField } from "./form-field.tsx";

type Cabin = { cabinId: string; name: string; spacesLeft: number; spaces?: number };
type Result = { joined?: string; error?: string } | undefined;

export function WaitlistJoin({
  tripId,
  cabins,
  signedIn,
}: {
  tripId: string;
  cabins: Cabin[];
  signedIn: boolean;
}) {
  const result = useActionData() as Result;
  const busy = useNavigation().state !== "idle";
  const soldOut = cabins.filter((cabin) => cabin.spacesLeft <= 0);
  if (soldOut.length === 0) return null;
  return (
    <section className="waitlist-join" aria-labelledby="waitlist-title">
      <h3 id="waitlist-title">Join the waitlist</h3>
      <p>
        Sold out: {soldOut.map((cabin) => cabin.name).join(", ")}. When spaces come free, the first guest in
        line whose request fits is offered them by e-mail and they are held for a day.
      </p>
      {signedIn ? (
        <Form method="post" aria-label="Join the waitlist" noValidate>
          <input type="hidden" name="intent" value="waitlist" />
          <SelectField
            label="Cabin type"
            name="cabinId"
            options={soldOut.map((cabin) => ({ value: cabin.cabinId, label: cabin.name }))}
          />
          <SelectField
            label="Spaces"
            name="spaces"
            defaultValue="1"
            options={Array.from({ length: Math.min(MAX_CART_SPACES, 10) }, (_, i) => String(i + 1))}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            Join the waitlist
          </button>
          {result?.joined ? (
            <p role="status" className="waitlist-joined">
              {result.joined}
            </p>
          ) : null}
          {result?.error ? (
            <p role="alert" className="field-error">
              {result.error}
            </p>
          ) : null}
        </Form>
      ) : (
        <p>
          <Link
            className="button button-primary"
            to={`/login?redirect=${encodeURIComponent(`/trip/${tripId}`)}`}
          >
            Log in to join the waitlist
          </Link>
        </p>
      )}
    </section>
  );
}
