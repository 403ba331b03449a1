/**
 * "Add to cart" on a departure's page: a cabin type and a number of spaces (spec §5: step 1, minimum 1;
 * never above what is free). The cart keeps the choice in this browser (app/lib/cart.ts); the server
 * checks the spaces again, and prices them, when the booking is made.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { SPACE_COUNT_MESSAGE } from "../../core/shared/validation-messages.ts";
import { addToCart } from "../lib/cart.ts";
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
  const cabin = open.find((c) => c.cabinId === cabinId);
  if (open.length === 0) return <p className="trip-sold-out">This departure is sold out.</p>;
  const max = cabin?.spacesLeft ?? 1;

  function check(value: string): string | undefined {
    const count = Number(value);
    if (value.trim() === "" || !Number.isInteger(count) || count < 1) return SPACE_COUNT_MESSAGE;
    if (count > max)
      return `Only ${spacesText(max).replace(" left", "")} free in ${cabin?.name ?? "this cabin type"}`;
    return undefined;
  }

  return (
    <form
      className="add-to-cart"
      aria-label="Add this departure to your cart"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = check(spaces);
        setError(problem);
        if (problem || !cabin) return;
        addToCart({ kind: "trip", tripId, cabinId: cabin.cabinId, spaces: Number(spaces) });
        void navigate("/booking");
      }}
    >
      <SelectField
        label="Cabin type"
        name="cabinId"
        value={cabinId}
        onChange={(event) => {
          setCabinId(event.target.value);
          setError(undefined);
        }}
        options={open.map((c) => ({
          value: c.cabinId,
          label: `${c.name} · ${priceLabel(c.price, discount).now} per guest · ${spacesText(c.spacesLeft)}`,
        }))}
      />
      <TextField
        label="Number of spaces"
        name="spaces"
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
