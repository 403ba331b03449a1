/**
 * What every checkout step's summary needs from the server besides the booking: the clock's instant
 * (due dates are counted from it, never from the browser's clock), the deposit percent setting and the
 * cancellation terms, a CMS page the operator edits (slug `cancellation-terms`).
 */
import type { AppLoadContext } from "react-router";
import { isAppError } from "../../core/shared/errors.ts";
import type { CheckoutTerms } from "../components/checkout-summary.tsx";

export const CANCELLATION_TERMS_SLUG = "cancellation-terms";

export async function checkoutContext(context: AppLoadContext) {
  const page = await context.services.catalog.getPage(CANCELLATION_TERMS_SLUG).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") return null;
    throw error;
  });
  const terms: CheckoutTerms | null = page
    ? { title: page.title, slug: page.slug, summary: page.summary, html: page.body }
    : null;
  return {
    now: context.services.clock().toISOString(),
    depositPercent: context.services.bookings.depositPercent,
    terms,
  };
}
