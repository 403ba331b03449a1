/**
 * The itemised summary beside every checkout step: per guest the cabin, its discounts, park fees,
 * equipment, courses and crew paks; the total; the deposit with its percentage and due date; the
 * balance with its date; the cancellation terms (a CMS page the operator edits). The numbers come
 * ready from core/bookings/booking-lines.ts: this component only prints them.
 *
 * At desktop width it is a sticky aside; at phone width a collapsible panel near the top whose closed
 * line still shows the total. Both are rendered and CSS shows one (no script needed, and the hidden one
 * is out of the accessibility tree). Put it first inside a `.checkout-layout`, the step's own content
 * after it in a `.checkout-main`.
 */
import type { GuestLines, PaymentPlan } from "../../core/bookings/booking-lines.ts";
import { formatDate } from "../../core/shared/dates.ts";
import { formatTHB } from "../../core/shared/money.ts";
import { RichText } from "./rich-text.tsx";

export type CheckoutTerms = { title: string; slug: string; summary: string; html: string };

/** What an agent's summary and receipt say wherever the net price is shown. */
export const AGENT_NET_RATE_NOTE =
  "Net rate for agents: park fees, equipment and courses are collected by you from your guests";

export type CheckoutSummaryProps = {
  title: string;
  /** "12/01/2027 – 16/01/2027 · MV Sea Mantra". */
  line: string;
  guests: readonly GuestLines[];
  total: number;
  agent: boolean;
  /** The trip's discount percent and the agent's, to name the discount lines. */
  discount: number;
  agentDiscount: number;
  plan: PaymentPlan | null;
  /** Why everything is due at once when it is (default: the trip is less than 30 days away). */
  payInFullReason?: string;
  /** Paid so far (a made booking), shown with what is left. */
  paid?: number;
  terms: CheckoutTerms | null;
};

const dateOf = (value: Date | string) => formatDate(value);

function SummaryBody(props: CheckoutSummaryProps & { idPrefix: string }) {
  const { guests, total, agent, discount, agentDiscount, plan, paid, terms } = props;
  return (
    <>
      <p className="checkout-summary-line">{props.line}</p>
      {guests.map((guest, index) => (
        <section key={index} className="checkout-guest" aria-labelledby={`${props.idPrefix}-guest-${index}`}>
          <h3 id={`${props.idPrefix}-guest-${index}`} className="checkout-guest-title">
            {guest.label}
          </h3>
          <dl className="checkout-lines">
            <div>
              <dt>{guest.priceLabel ?? `Cabin: ${guest.cabinName}`}</dt>
              <dd>{formatTHB(guest.cabinPrice)}</dd>
            </div>
            {guest.tripDiscount > 0 ? (
              <div data-line="discount">
                <dt>Discount {discount}%</dt>
                <dd>-{formatTHB(guest.tripDiscount)}</dd>
              </div>
            ) : null}
            {guest.agentDiscount > 0 ? (
              <div data-line="agent-discount">
                <dt>Agent rate {agentDiscount}%</dt>
                <dd>-{formatTHB(guest.agentDiscount)}</dd>
              </div>
            ) : null}
            {guest.extras.map((extra, line) => (
              <div key={line} data-charged={extra.charged ? undefined : "no"}>
                <dt>{extra.label}</dt>
                <dd>
                  {extra.charged ? formatTHB(extra.amount) : <>not charged ({formatTHB(extra.amount)})</>}
                </dd>
              </div>
            ))}
            <div className="checkout-guest-total">
              <dt>{guest.label}</dt>
              <dd data-amount="guest-total">{formatTHB(guest.total)}</dd>
            </div>
          </dl>
        </section>
      ))}
      <dl className="checkout-lines checkout-totals">
        <div className="checkout-total">
          <dt>{agent ? "Total (net rate)" : "Total"}</dt>
          <dd data-amount="total">{formatTHB(total)}</dd>
        </div>
        {plan && !plan.payInFull ? (
          <>
            <div>
              <dt>
                Deposit {plan.depositPercent}%, due {dateOf(plan.depositDue)}
              </dt>
              <dd data-amount="deposit">{formatTHB(plan.deposit)}</dd>
            </div>
            <div>
              <dt>Balance, due {dateOf(plan.balanceDue)}</dt>
              <dd data-amount="balance">{formatTHB(plan.balance)}</dd>
            </div>
          </>
        ) : plan ? (
          <div>
            <dt>Due now in full ({props.payInFullReason ?? "the trip is less than 30 days away"})</dt>
            <dd data-amount="deposit">{formatTHB(plan.deposit)}</dd>
          </div>
        ) : null}
        {paid !== undefined ? (
          <div>
            <dt>Paid so far</dt>
            <dd data-amount="paid">{formatTHB(paid)}</dd>
          </div>
        ) : null}
      </dl>
      {agent ? <p className="checkout-agent-note">{AGENT_NET_RATE_NOTE}.</p> : null}
      <details className="checkout-terms">
        <summary>Cancellation terms</summary>
        {terms ? (
          <>
            <RichText html={terms.html} />
            <p>
              <a href={`/page/${terms.slug}`} className="text-link">
                {terms.title} in full
              </a>
            </p>
          </>
        ) : (
          <p>
            Our cancellation terms are not published on the site just now: please ask us for them before you
            pay.
          </p>
        )}
      </details>
    </>
  );
}

export function CheckoutSummary(props: CheckoutSummaryProps) {
  return (
    <>
      <details className="checkout-summary checkout-summary-phone">
        <summary>
          <span>{props.title}</span>{" "}
          <span className="checkout-summary-total">Total {formatTHB(props.total)}</span>
        </summary>
        {/* The guests' titles below are level 3, as in the aside: this keeps the heading order. */}
        <h2 className="visually-hidden">{props.title}</h2>
        <SummaryBody {...props} idPrefix="phone-summary" />
      </details>
      <aside className="checkout-summary checkout-summary-aside" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className="block-title">
          {props.title}
        </h2>
        <SummaryBody {...props} idPrefix="summary" />
      </aside>
    </>
  );
}
