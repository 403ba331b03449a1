/** /admin/rentals: the rental price list: name, price per trip (THB) and whether it is offered. */
import { Form, useActionData, useNavigation } from "react-router";
import { satangToBaht } from "../../../core/shared/money.ts";
import { rentalsChangeSchema } from "../../../core/trips/trip-schemas.ts";
import { ActionNotices } from "../../components/action-notices.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import type { Route } from "./+types/rentals";
import { readFormData } from "../../lib/form-data.server.ts";
import { actionFailed, invalidForm } from "../../lib/action-answers.server.ts";
import { CardsTable } from "../../components/cards-table.tsx";

export const meta: Route.MetaFunction = () => privateMeta("Rental prices | Admin | Andaman Liveaboards");

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const rentals = await orErrorScreen(context.services.trips.rentals({ all: true }));
  return { rentals: rentals.map((rental) => ({ ...rental, price: satangToBaht(rental.price) })) };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await readFormData(request);
  const ids = form.getAll("id").map(String);
  const parsed = rentalsChangeSchema.safeParse({
    rentals: ids.map((id) => ({
      id,
      name: String(form.get(`name-${id}`) ?? ""),
      price: String(form.get(`price-${id}`) ?? ""),
      available: form.get(`available-${id}`) === "on",
    })),
  });
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    await context.services.tripAdmin.updateRentals(parsed.data);
    return { done: "Rental prices saved." };
  } catch (error) {
    return actionFailed(error);
  }
}

export default function AdminRentals({ loaderData }: Route.ComponentProps) {
  const { rentals } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <>
      <AdminPageHead
        title="Rental prices"
        summary="Prices per trip, in THB."
        back={{ to: "/admin/trips", label: "All trips" }}
      />
      <div className="admin-section">
        <ActionNotices
          done={result && "done" in result ? result.done : undefined}
          error={result && "error" in result ? result.error : undefined}
        />
        <Form method="post">
          <CardsTable columns={["Item", "Price per trip (THB)", "Offered"]} caption="Rental equipment">
            {rentals.map((rental) => (
              <tr key={rental.id}>
                <th scope="row">
                  <input type="hidden" name="id" value={rental.id} />
                  <input
                    className="field-input"
                    name={`name-${rental.id}`}
                    aria-label={`Name of ${rental.name}`}
                    defaultValue={rental.name}
                    maxLength={80}
                  />
                </th>
                <td data-label="Price per trip (THB)">
                  <input
                    className="field-input"
                    name={`price-${rental.id}`}
                    aria-label={`${rental.name} price per trip (THB)`}
                    type="number"
                    min={0}
                    step="0.01"
                    defaultValue={String(rental.price)}
                  />
                </td>
                <td data-label="Offered">
                  <input
                    type="checkbox"
                    name={`available-${rental.id}`}
                    aria-label={`${rental.name} offered`}
                    defaultChecked={rental.available}
                  />
                </td>
              </tr>
            ))}
          </CardsTable>
          <button type="submit" className="button button-primary" disabled={navigation.state !== "idle"}>
            Save prices
          </button>
        </Form>
      </div>
    </>
  );
}
