/**
 * A course's dates on /admin/course/{id}: every date (past ones too) with its seats, the students
 * holding or owning a seat and the price; add a date (the end follows the course's duration and the
 * price its price unless given), change one, or cancel one after a confirmation that says how many
 * students will be told. Writes go to the course screen's action as JSON, checked with the API's
 * course-date schemas (app/lib/course-date-actions.server.ts); the server's message shows as an alert.
 */
import { type FormEvent, useRef, useState } from "react";
import { formatTHB, satangToBaht } from "../../../core/shared/money.ts";
import { showAlert } from "../../lib/alerts.tsx";
import { useActionFetcher } from "../../lib/use-action-fetcher.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { AdminTable } from "../admin-list.tsx";
import { TextAreaField, TextField } from "../form-field.tsx";
import { ConfirmButton } from "./confirm-button.tsx";
import { FormCard } from "./form-card.tsx";

export type AdminDateRow = {
  id: string;
  start: string;
  end: string;
  seats: number;
  seatsLeft: number;
  students: number;
  bookings: number;
  /** Satang. */
  price: number;
  note: string;
  status: "scheduled" | "cancelled";
};

/** The form's fields as the API's schemas take them: empty optional fields are left out. */
function dateBody(form: HTMLFormElement, partial: boolean): Record<string, unknown> {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "").trim();
  const body: Record<string, unknown> = { start: text("start"), note: text("note") };
  if (text("end") || partial) body.end = text("end") || undefined;
  body.seats = text("seats") === "" ? undefined : Number(text("seats"));
  body.price = text("price") === "" ? undefined : Number(text("price"));
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

function DateFields({ date }: { date?: AdminDateRow }) {
  return (
    <>
      <div className="field-row">
        <TextField label="Start" type="date" name="start" defaultValue={date?.start} required />
        <TextField
          label="End"
          type="date"
          name="end"
          defaultValue={date?.end}
          hint={date ? undefined : "Empty: from the course's duration"}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Seats"
          name="seats"
          inputMode="numeric"
          defaultValue={date ? String(date.seats) : ""}
          required
        />
        <TextField
          label="Price per student (THB)"
          name="price"
          inputMode="decimal"
          defaultValue={date ? String(satangToBaht(date.price)) : ""}
          hint={date ? undefined : "Empty: the course's price"}
        />
      </div>
      <TextAreaField
        label="Note (meeting point, language)"
        name="note"
        rows={2}
        maxLength={500}
        defaultValue={date?.note}
      />
    </>
  );
}

export function CourseDatesEditor({ dates }: { dates: AdminDateRow[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  // What to do once the action has said yes: empty the add form, or close the edit form.
  const afterDone = useRef<(() => void) | null>(null);
  const { submit, busy } = useActionFetcher<{ done: string }>({
    onDone: (answer) => {
      showAlert({ message: answer.done, type: "success" });
      afterDone.current?.();
      afterDone.current = null;
    },
    onRefused: () => {
      afterDone.current = null;
    },
  });

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    afterDone.current = () => form.reset();
    void submit({ intent: "add-date", ...dateBody(form, false) });
  };

  const save = (event: FormEvent<HTMLFormElement>, id: string) => {
    event.preventDefault();
    afterDone.current = () => setEditing(null);
    void submit({ intent: "save-date", dateId: id, ...dateBody(event.currentTarget, true) });
  };

  const cancel = async (date: AdminDateRow) => {
    await submit({ intent: "cancel-date", dateId: date.id });
  };

  return (
    <FormCard headingId="course-dates-title" title="Dates" className="form-stack admin-section">
      <AdminTable
        caption="The course's dates"
        columns={["Dates", "Seats", "Students", "Seats left", "Price", "Status", { hidden: "Actions" }]}
        empty={dates.length === 0 ? "No dates yet: add the first one below." : null}
      >
        {dates.map((date) => {
          const when = dateRange(date.start, date.end);
          return (
            <tr key={date.id}>
              <th scope="row">{when}</th>
              <td data-label="Seats">{date.seats}</td>
              <td data-label="Students">{date.students}</td>
              <td data-label="Seats left">{date.seatsLeft}</td>
              <td data-label="Price">{formatTHB(date.price)}</td>
              <td data-label="Status">{date.status === "scheduled" ? "On sale" : "Cancelled"}</td>
              <td className="admin-table-actions">
                {date.status === "scheduled" ? (
                  <>
                    <button
                      type="button"
                      className="button button-outline button-small"
                      aria-expanded={editing === date.id}
                      onClick={() => setEditing(editing === date.id ? null : date.id)}
                    >
                      Edit<span className="visually-hidden"> {when}</span>
                    </button>{" "}
                    <ConfirmButton
                      className="button button-danger button-small"
                      title={`Cancel ${when}?`}
                      description={
                        date.students > 0
                          ? `${date.students} ${date.students === 1 ? "student" : "students"} on ${date.bookings} ${date.bookings === 1 ? "booking" : "bookings"} will be told by e-mail, and what they paid is refunded. The date stops selling. This cannot be undone.`
                          : "No one has booked it, so no one is told. The date stops selling. This cannot be undone."
                      }
                      confirmLabel="Cancel the date"
                      busyLabel="Cancelling…"
                      onConfirm={() => cancel(date)}
                    >
                      Cancel<span className="visually-hidden"> {when}</span>
                    </ConfirmButton>
                  </>
                ) : null}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {dates
        .filter((date) => date.id === editing)
        .map((date) => (
          <form
            key={date.id}
            className="form-stack"
            aria-label={`Edit ${dateRange(date.start, date.end)}`}
            onSubmit={(event) => save(event, date.id)}
          >
            <h3>Edit {dateRange(date.start, date.end)}</h3>
            <DateFields date={date} />
            <div className="button-row">
              <button type="submit" className="button button-primary" disabled={busy}>
                Save the date
              </button>
              <button type="button" className="button button-outline" onClick={() => setEditing(null)}>
                Close
              </button>
            </div>
          </form>
        ))}
      <form className="form-stack" aria-label="Add a date" onSubmit={add}>
        <h3>Add a date</h3>
        <DateFields />
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            Add the date
          </button>
        </div>
      </form>
    </FormCard>
  );
}
