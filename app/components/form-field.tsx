/**
 * Labelled form controls: every input has a visible <label>; its hint and its error message are tied
 * to it with aria-describedby, and an error sets aria-invalid.
 */
import { type ComponentProps, type ReactNode, useId } from "react";
import { ChevronDownIcon } from "./icons.tsx";

type Described = {
  label: ReactNode;
  /** Shown under the control at all times, e.g. "6 characters minimum". */
  hint?: ReactNode;
  /** Shown under the control in the warning colour. */
  error?: string;
  className?: string;
  /** The control's id, for a form whose error summary links to its fields; generated when absent. */
  id?: string;
};

function useDescription(hint: ReactNode, error: string | undefined, fixedId?: string) {
  const generated = useId();
  const id = fixedId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The label, the control and its messages. `control` gets the id and the ARIA attributes that tie the
 * hint and error to it.
 */
function Field({
  label,
  hint,
  error,
  className,
  id: fixedId,
  control,
}: Described & {
  control: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const { id, hintId, errorId, describedBy } = useDescription(hint, error, fixedId);
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  className,
  id,
  ...input
}: Described & Omit<ComponentProps<"input">, "className">) {
  return (
    <Field
      {...{ label, hint, error, className, id }}
      control={(aria) => <input {...aria} className="field-input" {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  ...textarea
}: Described & Omit<ComponentProps<"textarea">, "className">) {
  return (
    <Field
      {...{ label, hint, error, className, id }}
      control={(aria) => <textarea {...aria} className="field-input field-textarea" {...textarea} />}
    />
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  options,
  ...select
}: Described &
  Omit<ComponentProps<"select">, "className"> & {
    options: readonly (string | { value: string; label: string })[];
  }) {
  return (
    <Field
      {...{ label, hint, error, className, id }}
      control={(aria) => (
        // The browser's own arrow is off (appearance: none); the country picker's chevron stands in.
        <span className="select-wrap">
          <select {...aria} className="field-input field-select" {...select}>
            {options.map((option) => {
              const { value, label: text } =
                typeof option === "string" ? { value: option, label: option } : option;
              return (
                <option key={value} value={value}>
                  {text}
                </option>
              );
            })}
          </select>
          <ChevronDownIcon size={18} className="select-chevron" />
        </span>
      )}
    />
  );
}

/**
 * A form's submit button. Spec §5 keeps it disabled until the form is valid; it is marked
 * `aria-disabled` rather than `disabled` then (shown and announced as unavailable), so a press still
 * reaches the form, whose submit handler sends nothing and calls `touchAll`: every field that needs
 * something says so. `busy` (a request under way) disables it for real.
 */
export function SubmitButton({
  ready,
  busy = false,
  className = "button button-primary",
  notReadyHint,
  children,
}: {
  ready: boolean;
  busy?: boolean;
  className?: string;
  /**
   * Why the button is not ready yet, shown next to it and tied to it (aria-describedby): a button that
   * looks disabled says what it waits for.
   */
  notReadyHint?: ReactNode;
  children: ReactNode;
}) {
  const hintId = useId();
  const hint = ready ? null : notReadyHint;
  return (
    <>
      <button
        type="submit"
        className={className}
        aria-disabled={ready ? undefined : true}
        aria-describedby={hint ? hintId : undefined}
        disabled={busy}
      >
        {children}
      </button>
      {hint ? (
        <p id={hintId} className="field-hint submit-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A panel form's last row: save (saying "Saving…" while it runs) and cancel. */
export function SaveOrCancel({
  ready,
  saving,
  label,
  onCancel,
}: {
  ready: boolean;
  saving: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <div className="button-row">
      <SubmitButton ready={ready} busy={saving}>
        {saving ? "Saving…" : label}
      </SubmitButton>
      <button type="button" className="button button-outline" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
