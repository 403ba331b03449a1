/**
 * The human check (decision 0007): ALTCHA's web component, solving a proof of work fetched from our own
 * server. The server renders an empty <altcha-widget>; the browser loads the `altcha` package after
 * hydration (it touches `window` and `customElements` when imported) and the element upgrades in place.
 *
 * The widget writes its payload into a hidden input named `key` inside the element, so a plain form
 * post carries it; `onVerified` hands the same string to forms that submit their own way.
 *
 * CSP: the challenge comes from 'self'; the proof of work runs in Web Workers made from blob: URLs
 * (worker-src 'self' blob:); the widget adds one <style> element (style-src 'unsafe-inline'). The
 * ALTCHA logo and "Protected by ALTCHA" footer links are switched off; the widget sends nothing else.
 */
import {
  type DetailedHTMLProps,
  type HTMLAttributes,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
} from "react";

export const HUMAN_CHECK_CHALLENGE_URL = "/api/v1/human-check/challenge";

/** Settings the element's attributes do not cover, as its `configuration` attribute takes them. */
const CONFIGURATION = JSON.stringify({
  hideLogo: true,
  hideFooter: true,
  humanInteractionSignature: false,
  validationMessage: "Please complete the human check",
});

export type HumanCheckWidgetHandle = {
  /** Back to unchecked: for a new attempt after the server spent or refused the key. */
  reset(): void;
};

type AltchaElement = HTMLElement & { reset?: () => void };
type StateChange = CustomEvent<{ state: string; payload: string | null }>;

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX lives in a namespace
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        configuration?: string;
        language?: string;
        name?: string;
        auto?: "off" | "onfocus" | "onload" | "onsubmit";
        type?: "native" | "checkbox" | "switch";
      };
    }
  }
}

export function HumanCheckWidget({
  onVerified,
  onReset,
  ref,
}: {
  /** The key to send as `key`, once the proof of work is done. */
  onVerified: (key: string) => void;
  /** The key given to `onVerified` is gone (unchecked, expired, failed or restarted). */
  onReset?: () => void;
  ref?: Ref<HumanCheckWidgetHandle>;
}) {
  const element = useRef<AltchaElement>(null);
  const callbacks = useRef({ onVerified, onReset });
  useEffect(() => {
    callbacks.current = { onVerified, onReset };
  });

  useImperativeHandle(ref, () => ({ reset: () => element.current?.reset?.() }), []);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    let verified = false;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      if (state === "verified" && payload) {
        verified = true;
        callbacks.current.onVerified(payload);
      } else if (verified) {
        verified = false;
        callbacks.current.onReset?.();
      }
    };
    widget.addEventListener("statechange", onStateChange);
    // Defines <altcha-widget> once; the element above upgrades when it arrives.
    import("altcha").catch((error: unknown) => console.error("The human check could not load", error));
    return () => widget.removeEventListener("statechange", onStateChange);
  }, []);

  // The space the widget takes once upgraded (padding 2 × 0.75rem, 22px checkbox, 1px borders): no shift.
  return (
    <altcha-widget
      ref={element}
      challenge={HUMAN_CHECK_CHALLENGE_URL}
      configuration={CONFIGURATION}
      language="en"
      name="key"
      style={{ display: "block", minHeight: "calc(1.5rem + 24px)" }}
    />
  );
}
