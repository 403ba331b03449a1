/**
 * What a booking has paid, the one SQL expression for it: its succeeded payments less its succeeded
 * refunds, in satang, 0 when there are none. Callers filter the rows (whose payments, `succeeded` only);
 * this sums what they kept.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { payments } from "../../db/schema.ts";

/**
 * `coalesce(sum(±amount), 0)` over the payment rows in scope: refunds count negative. `kind` and `amount`
 * default to the `payments` table's columns; raw queries pass their own (`sql.raw("p.kind")`).
 */
export function netPaidSum(
  kind: SQLWrapper = payments.kind,
  amount: SQLWrapper = payments.amount,
): SQL<number> {
  return sql<number>`coalesce(sum(case when ${kind} = 'refund' then -${amount} else ${amount} end), 0)`;
}

/**
 * `cross join lateral (…) paid` for a raw list query: each row's net paid as `paid.amount` (bigint),
 * from the succeeded payments whose `ownerColumn` (`booking_id` or `course_booking_id`) is `ownerId`.
 * A lateral join, so each row's payments are summed once, however often the query's filters read it.
 */
export function netPaidLateral(ownerColumn: "booking_id" | "course_booking_id", ownerId: SQLWrapper): SQL {
  return sql`cross join lateral (
    select ${netPaidSum(sql.raw("p.kind"), sql.raw("p.amount"))}::bigint as amount
    from payments p where p.${sql.raw(ownerColumn)} = ${ownerId} and p.state = 'succeeded'
  ) paid`;
}
