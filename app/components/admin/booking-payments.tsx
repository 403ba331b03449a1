/**
 * A booking's payments and refunds, and the form to record one received offline (bank transfer, cash):
 * shared by the admin's trip and course booking screens. The form posts `intent=payment` to the
 * screen's own action.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { SelectField, TextField } from "../form-field.tsx";
import type { PaymentRecord } from "../../../core/shared/payment-desk.ts";
import { CardsTable } from "../cards-table.tsx";

/** A payment or refund as the table lists it: the record, its instant as ISO text. */
export type PaymentRow = Omit<PaymentRecord, "createdAt"> & { createdAt: string };

export function PaymentsTable({ payments }: { payments: readonly PaymentRow[] }) {
  return (
    <CardsTable columns={["Date", "Kind", "How", "Amount", "State"]} caption="Payments">
      {payments.length === 0 ? (
        <tr>
          <td colSpan={5}>No payment yet.</td>
        </tr>
      ) : (
        payments.map((payment) => (
          <tr key={payment.id}>
            <td data-label="Date">{formatDateTime(payment.createdAt)}</td>
            <td data-label="Kind">{payment.kind}</td>
            <td data-label="How">
              {payment.provider}
              {payment.note ? ` (${payment.note})` : ""}
            </td>
            <td data-label="Amount">{formatTHB(payment.amount)}</td>
            <td data-label="State">{payment.state}</td>
          </tr>
        ))
      )}
    </CardsTable>
  );
}

export function OfflinePaymentForm({
  busy,
  hint,
  extra,
}: {
  busy: boolean;
  hint?: string;
  /** Hidden fields the screen's action needs. */
  extra?: ReactNode;
}) {
  return (
    <Form method="post" className="trip-filters" aria-label="Record a payment">
      <input type="hidden" name="intent" value="payment" />
      {extra}
      <TextField
        label="Amount received (THB)"
        name="amount"
        type="number"
        min={1}
        step="0.01"
        required
        hint={hint}
      />
      <SelectField
        label="How"
        name="method"
        defaultValue="bank transfer"
        options={[
          { value: "bank transfer", label: "Bank transfer" },
          { value: "cash", label: "Cash" },
          { value: "other", label: "Other" },
        ]}
      />
      <TextField label="Note" name="note" maxLength={300} />
      <button type="submit" className="button button-primary" disabled={busy}>
        Record payment
      </button>
    </Form>
  );
}
