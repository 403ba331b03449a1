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
