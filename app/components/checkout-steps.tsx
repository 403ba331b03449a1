import type { ReactNode } from "react";
import { PageHero } from "./page-hero.tsx";

/**
 * Where the guest is in the checkout: cart → guests → payment → done, on every step of the trip and
 * the course journeys. An ordered list; the current step carries `aria-current="step"`, steps behind
 * are marked done in words as well as in colour.
 */
export const CHECKOUT_STEPS = ["Cart", "Guests", "Payment", "Done"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav className="checkout-steps" aria-label="Booking steps">
      <ol>
        {CHECKOUT_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === at ? "step" : undefined}
            data-state={index < at ? "done" : index === at ? "current" : "next"}
          >
            <span className="checkout-step-number" aria-hidden="true">
              {index < at ? "✓" : index + 1}
            </span>{" "}
            {step}
            {index < at ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A checkout screen's frame: the compact hero, then the steps with this one current (none where there
 * is nothing to check out yet), then the screen's own content.
 */
export function CheckoutScreen({
  eyebrow,
  title,
  step,
  children,
}: {
  eyebrow?: string;
  title: string;
  step?: CheckoutStep;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} size="compact" />
      <div className="container screen-body">
        {step ? <CheckoutSteps current={step} /> : null}
        {children}
      </div>
    </>
  );
}
