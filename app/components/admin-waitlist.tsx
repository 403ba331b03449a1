/**
 * A departure's waitlist on /admin/trip/{id} (decision 0020): each entry in line order per cabin type,
 * its guest, spaces, state and any open offer, with a button that removes it (its offer's spaces then
 * go to the next in line).
 */
import { Form } from "react-router";
import { formatDateTime } from "../../core/shared/dates.ts";
import { CardsTable } from "./cards-table.tsx";

export type AdminWaitlistEntry = {
  id: string;
  cabinName: string;
  spaces: number;
  state: string;
  position: number | null;
  offer: { expiresAt: string } | null;
  createdAt: string;
  guest: { firstName: string; lastName: string; email: string };
};

export function AdminWaitlist({ entries }: { entries: AdminWaitlistEntry[] }) {
  return (
    <section aria-labelledby="waitlist-title" className="admin-waitlist">
      <h2 id="waitlist-title" className="block-title">
        Waitlist
      </h2>
      {entries.length === 0 ? (
        <p>Nobody is on the waitlist for this departure.</p>
      ) : (
        <CardsTable columns={["Guest", "Cabin type", "Spaces", "Joined", "State", { hidden: "Actions" }]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                {entry.guest.firstName} {entry.guest.lastName}
                <br />
                {entry.guest.email}
              </th>
              <td data-label="Cabin type">{entry.cabinName}</td>
              <td data-label="Spaces">{entry.spaces}</td>
              <td data-label="Joined">{formatDateTime(entry.createdAt)}</td>
              <td data-label="State">
                {entry.offer
                  ? `Offered until ${formatDateTime(entry.offer.expiresAt)}`
                  : entry.state === "waiting"
                    ? `Waiting, number ${entry.position}`
                    : entry.state}
              </td>
              <td>
                {entry.state === "waiting" || entry.offer ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-waitlist" />
                    <input type="hidden" name="entryId" value={entry.id} />
                    <button type="submit" className="button button-outline">
                      Remove
                      <span className="visually-hidden">
                        {" "}
                        {entry.guest.firstName} {entry.guest.lastName} from the waitlist
                      </span>
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </CardsTable>
      )}
    </section>
  );
}
