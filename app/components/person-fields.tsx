/**
 * The person's fields that sign-up, the profile and the contact form share: names, e-mail,
 * phone/WhatsApp and country (spec §2, §5).
 */
import type { ComponentProps } from "react";
import type { LeadGuest } from "../../core/bookings/booking-types.ts";
import { CountryPicker } from "./country-picker.tsx";
import { EmailField } from "./account-fields.tsx";
import { TextField } from "./form-field.tsx";

type PersonValues = LeadGuest;

/** What this needs of a form (see use-schema-form.ts): any form whose values include a person's. */
type PersonForm = {
  values: PersonValues;
  bind(name: keyof PersonValues): Omit<ComponentProps<"input">, "className"> & { error?: string };
  setFields(patch: Pick<PersonValues, "country" | "countryCode">): void;
  errorFor(name: keyof PersonValues): string | undefined;
  touch(name: keyof PersonValues): void;
};

export function PersonFields({ form }: { form: PersonForm }) {
  return (
    <>
      <div className="field-row">
        <TextField label="First name" autoComplete="given-name" required {...form.bind("firstName")} />
        <TextField label="Last name" autoComplete="family-name" required {...form.bind("lastName")} />
      </div>
      <EmailField required {...form.bind("email")} />
      <TextField label="Phone / WhatsApp" type="tel" autoComplete="tel" required {...form.bind("phone")} />
      <CountryPicker
        value={{ country: form.values.country, countryCode: form.values.countryCode }}
        onChange={(choice) => form.setFields(choice)}
        onLeave={() => form.touch("country")}
        error={form.errorFor("country") ?? form.errorFor("countryCode")}
      />
    </>
  );
}
