/**
 * The human-checked submit of the contact, forgot-password and sign-up forms: the form is filled, then a
 * verification step (spec §2: "a verification-key step") shows the human check; its key is sent with
 * the request once. While the request is in flight the form's own spinner shows; a failure goes back to
 * a step with a fresh check, because a key works once.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { HumanCheckWidget } from "./human-check-widget.tsx";

export type HumanCheckStage = "form" | "verify" | "sending";

export type HumanCheckedSubmit = {
  stage: HumanCheckStage;
  /** The verification key, once the check is done. */
  key: string | null;
  setKey: (key: string | null) => void;
  /** Changes after every failed send, so the widget starts a new challenge. */
  attempt: number;
  toVerify(): void;
  /**
   * The form's submit handler: a form that is not valid shows its fields' messages (and focuses the
   * first); a valid one goes on to the check.
   */
  onFormSubmit(form: {
    valid: boolean;
    touchAll: (form: HTMLFormElement) => void;
  }): (event: React.FormEvent<HTMLFormElement>) => void;
  backToForm(): void;
  /**
   * Sends with the key. `send` answers whether it succeeded; after a failure the user is taken to
   * `retryAt` ("verify" keeps what they confirmed, "form" lets them correct it).
   */
  submit(send: (key: string) => Promise<boolean>, retryAt: "form" | "verify"): Promise<void>;
};

export function useHumanCheckedSubmit(): HumanCheckedSubmit {
  const [stage, setStage] = useState<HumanCheckStage>("form");
  const [key, setKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const toVerify = () => {
    setKey(null);
    setStage("verify");
  };

  return {
    stage,
    key,
    setKey,
    attempt,
    toVerify,
    onFormSubmit(form) {
      return (event) => {
        event.preventDefault();
        if (!form.valid) return form.touchAll(event.currentTarget);
        toVerify();
      };
    },
    backToForm() {
      setKey(null);
      setStage("form");
    },
    async submit(send, retryAt) {
      if (!key) return;
      setStage("sending");
      const ok = await send(key);
      setKey(null);
      if (ok) return;
      setAttempt((n) => n + 1);
      setStage(retryAt);
    },
  };
}

/** The verification step: heading, what happens next, the check, then send or go back. */
export function HumanCheckStep({
  check,
  id,
  title,
  headingLevel = 3,
  children,
  submitLabel,
  backLabel,
  onSubmit,
}: {
  check: HumanCheckedSubmit;
  id: string;
  title: string;
  headingLevel?: 3 | 4;
  /** What the user confirms: an explanation, a summary of the message. */
  children: ReactNode;
  submitLabel: string;
  backLabel: string;
  onSubmit: () => void;
}) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const heading = useRef<HTMLHeadingElement>(null);
  // The form's submit button went away with the form: the step's heading takes the focus.
  useEffect(() => heading.current?.focus(), []);
  const { key, setKey, attempt, backToForm } = check;
  return (
    <section className="form-stack" aria-labelledby={id}>
      <Heading
        id={id}
        ref={heading}
        className={headingLevel === 4 ? "panel-subheading" : "panel-heading"}
        tabIndex={-1}
      >
        {title}
      </Heading>
      {children}
      <HumanCheckWidget key={attempt} onVerified={setKey} onReset={() => setKey(null)} />
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={!key} onClick={onSubmit}>
          {submitLabel}
        </button>
        <button type="button" className="button button-outline" onClick={backToForm}>
          {backLabel}
        </button>
      </div>
    </section>
  );
}
