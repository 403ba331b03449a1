/**
 * "Add to cart" on a departure's page: a cabin type and a number of spaces (spec §5: step 1, minimum 1;
 * never above what is free). The cart keeps the choice in this browser (app/lib/cart.ts); the server
 * checks the spaces again, and prices them, when the booking is made.
 *
 * The form is a real GET form to the cart page (app/lib/cart-add.ts): clicked before the page's script
 * runs, or without script, the browser sends the choice there and the cart page adds it; with script
 * the button checks the spaces in place and adds them without a page load.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { addToCart } from "../lib/cart.ts";
import { CART_ADD_FIELDS, cartPathFor, spacesProblem } from "../lib/cart-add.ts";
import { useRootData } from "../root.tsx";
import { priceLabel, spacesText } from "../lib/trip-format.ts";
import { SelectField, TextField } from "./form-field.tsx";

type Cabin = { cabinId: string; name: string; price: number; spacesLeft: number };

export function AddToCart({
  tripId,
  cabins,
  discount,
}: {
  tripId: string;
  cabins: Cabin[];
  discount: number;
}) {
  const open = cabins.filter((cabin) => cabin.spacesLeft > 0);
  const [cabinId, setCabinId] = useState(open[0]?.cabinId ?? "");
  const [spaces, setSpaces] = useState("1");
  const [error, setError] = useState<string | undefined>();
  const navigate = useNavigate();
  const cartPath = cartPathFor(useRootData()?.user);
  const cabin = open.find((c) => c.cabinId === cabinId);
  if (open.length === 0) return <p className="trip-sold-out">This departure is sold out.</p>;
  const max = cabin?.spacesLeft ?? 1;

  const check = (value: string) => spacesProblem(value, cabin);

  return (
    <form
      className="add-to-cart"
      aria-label="Add this departure to your cart"
      method="get"
      action={cartPath}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = check(spaces);
        setError(problem);
        if (problem || !cabin) return;
        addToCart({ kind: "trip", tripId, cabinId: cabin.cabinId, spaces: Number(spaces) });
        void navigate(cartPath);
      }}
    >
      <input type="hidden" name={CART_ADD_FIELDS.trip} value={tripId} />
      <SelectField
        label="Cabin type"
        name={CART_ADD_FIELDS.cabin}
        value={cabinId}
        onChange={(event) => {
          setCabinId(event.target.value);
          setError(undefined);
        }}
        // The option names the cabin type alone, so a phone's narrow select never cuts it; the price and
        // the spaces left of the chosen one show under it.
        options={open.map((c) => ({ value: c.cabinId, label: c.name }))}
        hint={
          cabin
            ? `${priceLabel(cabin.price, discount).now} per guest · ${spacesText(cabin.spacesLeft)}`
            : undefined
        }
      />
      <TextField
        label="Number of spaces"
        name={CART_ADD_FIELDS.spaces}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        max={max}
        value={spaces}
        error={error}
        onChange={(event) => {
          setSpaces(event.target.value);
          if (error) setError(check(event.target.value));
        }}
        onBlur={() => setError(check(spaces))}
      />
      <button type="submit" className="button button-primary">
        Add to cart
      </button>
    </form>
  );
}
