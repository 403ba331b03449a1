/**
 * The final-details form of one booking: each guest's details in sections (passport, diving, rental
 * sizes, travel, emergency contact and diet), required fields marked with a star and `required`. After a
 * refused save the summary at the top lists every problem with a link to its field, and the first field
 * with a problem takes the focus; a field is checked again with the same rule as the guest leaves it
 * (app/lib/final-details-form.ts).
 */
import { type FocusEvent, type ReactNode, useEffect, useState } from "react";
import { Form } from "react-router";
import {
  certificationAgencies,
  genders,
  type GuestFinalDetails,
  sizes,
} from "../../core/bookings/final-details.ts";
import {
  checkDetail,
  detailId,
  detailName,
  FINAL_DETAILS_LABELS,
  type FinalDetailsField,
  isRequiredDetail,
} from "../lib/final-details-form.ts";
import { SelectField, TextField } from "./form-field.tsx";

export type FinalDetailsGuest = {
  name: string;
  cabin: string;
  details: GuestFinalDetails | null;
  done: boolean;
};

/** What a refused save answered: messages by field name, the typed values, the guests it did save. */
export type FinalDetailsRefusal = {
  errors: Record<string, string>;
  values: Record<string, string>;
  saved: number[];
};

type FieldKind =
  | { kind: "text"; hint?: string; inputMode?: "numeric" }
  | { kind: "date" }
  | { kind: "number" }
  | { kind: "check" }
  | { kind: "select"; options: { value: string; label: string }[] };

const choose = (label: string, values: readonly string[], capitalise = false) => [
  { value: "", label },
  ...values.map((value) => ({
    value,
    label: capitalise ? value[0]!.toUpperCase() + value.slice(1) : value,
  })),
];

const FIELD_KINDS: Record<FinalDetailsField, FieldKind> = {
  fullName: { kind: "text", hint: "Exactly as printed in the passport" },
  passportNumber: { kind: "text" },
  nationality: { kind: "text", hint: "As in the passport, e.g. German" },
  dateOfBirth: { kind: "date" },
  gender: { kind: "select", options: choose("Choose", genders, true) },
  certificationAgency: {
    kind: "select",
    options: choose("Choose", certificationAgencies),
  },
  certificationLevel: { kind: "text", hint: "e.g. Advanced Open Water" },
  certificationNumber: { kind: "text" },
  loggedDives: { kind: "number" },
  lastDiveDate: { kind: "date" },
  nitroxCertified: { kind: "check" },
  diveInsurance: { kind: "text", hint: "Insurer and policy number" },
  wetsuitSize: { kind: "select", options: choose("Own wetsuit", sizes) },
  bcdSize: { kind: "select", options: choose("Own BCD", sizes) },
  finSize: { kind: "text", hint: "Shoe size, e.g. EU 42" },
  pickupHotel: { kind: "text", hint: "Where our driver picks you up for the boat" },
  arrivalFlight: { kind: "text", hint: "e.g. TG 225, 14:30" },
  emergencyContact: { kind: "text", hint: "A name and a phone number, not on the trip" },
  diet: { kind: "text", hint: "Vegetarian, allergies, anything the cook should know" },
};

const SECTIONS: { title: string; hint?: string; fields: FinalDetailsField[] }[] = [
  { title: "Passport", fields: ["fullName", "passportNumber", "nationality", "dateOfBirth", "gender"] },
  {
    title: "Diving",
    fields: [
      "certificationAgency",
      "certificationLevel",
      "certificationNumber",
      "loggedDives",
      "lastDiveDate",
      "nitroxCertified",
      "diveInsurance",
    ],
  },
  {
    title: "Rental sizes",
    hint: "For the equipment you rent from us; leave them as they are if you bring your own.",
    fields: ["wetsuitSize", "bcdSize", "finSize"],
  },
  { title: "Travel", fields: ["pickupHotel", "arrivalFlight"] },
  { title: "Emergency contact and diet", fields: ["emergencyContact", "diet"] },
];

/** The value a field starts with: what was just typed (a refused save), else what is saved. */
function startValue(field: FinalDetailsField, guest: FinalDetailsGuest, typed: string | undefined) {
  if (typed !== undefined) return typed;
  if (field === "fullName") return guest.details?.fullName ?? guest.name;
  const saved = guest.details?.[field];
  if (saved === undefined || saved === null) return "";
  return typeof saved === "boolean" ? (saved ? "on" : "") : String(saved);
}

function Label({ field }: { field: FinalDetailsField }) {
  return (
    <>
      {FINAL_DETAILS_LABELS[field]}
      {isRequiredDetail(field) ? (
        <span className="field-required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
}

function DetailField({
  index,
  field,
  guest,
  refusal,
  error,
}: {
  index: number;
  field: FinalDetailsField;
  guest: FinalDetailsGuest;
  refusal: FinalDetailsRefusal | undefined;
  error: string | undefined;
}) {
  const name = detailName(index, field);
  const id = detailId(index, field);
  const typed = refusal ? (refusal.values[name] ?? "") : undefined;
  const value = startValue(field, guest, typed);
  const required = isRequiredDetail(field);
  const kind = FIELD_KINDS[field];
  const common = { id, name, error, label: <Label field={field} />, required };
  switch (kind.kind) {
    case "check":
      return (
        <label className="check-field">
          <input type="checkbox" id={id} name={name} defaultChecked={value === "on"} />{" "}
          {FINAL_DETAILS_LABELS[field]}
        </label>
      );
    case "select":
      return <SelectField {...common} defaultValue={value} options={kind.options} />;
    case "date":
      return (
        <TextField
          {...common}
          hint="Day/month/year, e.g. 14/03/1990"
          defaultValue={value}
          inputMode="numeric"
          placeholder="dd/mm/yyyy"
        />
      );
    case "number":
      return <TextField {...common} type="number" min={0} step={1} defaultValue={value} />;
    case "text":
      return <TextField {...common} hint={kind.hint} defaultValue={value} />;
  }
}

/** A label inside a sentence: "date of birth", but "BCD size" keeps its capitals. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;

/** The list of problems at the top of the form, each a link that takes the focus to its field. */
function ErrorSummary({ items, note }: { items: { id: string; text: string }[]; note?: ReactNode }) {
  return (
    <div className="error-summary" role="alert" aria-labelledby="final-details-problems">
      <h2 id="final-details-problems" className="error-summary-title">
        {items.length === 1
          ? "One thing to fix before we can save"
          : `${items.length} things to fix before we can save`}
      </h2>
      {note}
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                const target = document.getElementById(item.id);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: "center" });
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FinalDetailsForm({
  guests,
  refusal,
  busy,
}: {
  guests: FinalDetailsGuest[];
  refusal: FinalDetailsRefusal | undefined;
  busy: boolean;
}) {
  // A field checked as the guest left it: its message, or null once it is right. The checks belong to
  // one answer of the server; a new answer starts again from its own messages.
  const [checks, setChecks] = useState<{ of: unknown; map: Record<string, string | null> }>({
    of: refusal,
    map: {},
  });
  const checked = checks.of === refusal ? checks.map : {};
  const serverErrors = refusal?.errors ?? {};
  const problems = guests.flatMap((guest, index) =>
    (Object.keys(FINAL_DETAILS_LABELS) as FinalDetailsField[])
      .filter((field) => serverErrors[detailName(index, field)])
      .map((field) => ({
        id: detailId(index, field),
        text: `${guests.length > 1 ? `Guest ${index + 1}, ` : ""}${inSentence(FINAL_DETAILS_LABELS[field])}: ${serverErrors[detailName(index, field)]}`,
      })),
  );

  useEffect(() => {
    if (!refusal) return;
    const first = problems[0];
    if (first) document.getElementById(first.id)?.focus();
    // Only a new answer from the server moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  const errorOf = (name: string) => (name in checked ? (checked[name] ?? undefined) : serverErrors[name]);

  function checkOnLeave(event: FocusEvent<HTMLFormElement>) {
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
    if (control.type === "checkbox") return;
    const field = /^\d+-(\w+)$/.exec(control.name)?.[1] as FinalDetailsField | undefined;
    if (!field || !(field in FINAL_DETAILS_LABELS)) return;
    // An empty field is not scolded before the guest tries to save, unless it already shows a problem.
    if (control.value.trim() === "" && !errorOf(control.name)) return;
    const message = checkDetail(field, control.value);
    setChecks((previous) => ({
      of: refusal,
      map: { ...(previous.of === refusal ? previous.map : {}), [control.name]: message },
    }));
  }

  const savedNames = (refusal?.saved ?? []).map((index) => `Guest ${index + 1}`);
  return (
    <Form method="post" noValidate onBlur={checkOnLeave} className="final-details-form">
      {problems.length > 0 ? (
        <ErrorSummary
          items={problems}
          note={
            savedNames.length > 0 ? (
              <p>{savedNames.join(" and ")}: saved. The others are not saved yet.</p>
            ) : null
          }
        />
      ) : null}
      <p className="field-hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> are needed for the national park&apos;s permit
        and the crew; the rest help us prepare.
      </p>
      {guests.map((guest, index) => (
        <fieldset key={index} className="booking-guest final-details-guest">
          <legend>
            Guest {index + 1}
            {guest.name ? `: ${guest.name}` : ""} ({guest.cabin})
            <span className="final-details-badge" data-state={guest.done ? "complete" : "none"}>
              {guest.done ? "Done" : "To do"}
            </span>
          </legend>
          <div className="final-details-sections">
            {SECTIONS.map((section) => (
              <fieldset key={section.title} className="final-details-section">
                <legend>{section.title}</legend>
                {section.hint ? <p className="field-hint">{section.hint}</p> : null}
                {section.fields.map((field) => (
                  <DetailField
                    key={field}
                    index={index}
                    field={field}
                    guest={guest}
                    refusal={refusal}
                    error={errorOf(detailName(index, field))}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="button button-primary" disabled={busy}>
        Save the details
      </button>
    </Form>
  );
}
