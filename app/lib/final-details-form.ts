/**
 * The final-details form's fields as the browser sends them, read into what the shared schema
 * (core/bookings/final-details.ts) checks: the route's action checks every guest with it, the form checks
 * a field as the guest leaves it with the same rule. Field names are `{guest index}-{field}`.
 */
import {
  type GuestFinalDetails,
  guestFinalDetailsSchema,
  requiredFinalDetails,
} from "../../core/bookings/final-details.ts";

export type FinalDetailsField = keyof GuestFinalDetails;

/** The fields in the form's order, with their labels (the error summary names them). */
export const FINAL_DETAILS_LABELS: Record<FinalDetailsField, string> = {
  fullName: "Full name as in passport",
  passportNumber: "Passport number",
  nationality: "Nationality",
  dateOfBirth: "Date of birth",
  gender: "Gender",
  certificationAgency: "Certification agency",
  certificationLevel: "Certification level",
  certificationNumber: "Certification number",
  loggedDives: "Logged dives",
  lastDiveDate: "Last dive",
  nitroxCertified: "Nitrox certified",
  diveInsurance: "Dive insurance",
  wetsuitSize: "Wetsuit size",
  bcdSize: "BCD size",
  finSize: "Fin size",
  pickupHotel: "Hotel for the pickup",
  arrivalFlight: "Arrival flight",
  emergencyContact: "Emergency contact",
  diet: "Diet and allergies",
};

const FIELD_ORDER = Object.keys(FINAL_DETAILS_LABELS) as FinalDetailsField[];

export const isRequiredDetail = (field: FinalDetailsField) =>
  (requiredFinalDetails as readonly string[]).includes(field);

/** The form control's name, and the id the error summary links to. */
export const detailName = (index: number, field: FinalDetailsField) => `${index}-${field}`;
export const detailId = (index: number, field: FinalDetailsField) => `final-details-${index}-${field}`;

/** One field's typed text as the schema takes it: a number of dives, a ticked box, no size chosen. */
export function detailValue(field: FinalDetailsField, text: string | null): unknown {
  const value = text ?? "";
  switch (field) {
    case "loggedDives":
      return value.trim() === "" ? undefined : Number(value);
    case "nitroxCertified":
      return value === "on";
    case "wetsuitSize":
    case "bcdSize":
      return value === "" ? undefined : value;
    default:
      return value;
  }
}

/** The message for one field as the guest leaves it, or null when it is fine. */
export function checkDetail(field: FinalDetailsField, text: string | null): string | null {
  const result = guestFinalDetailsSchema.shape[field].safeParse(detailValue(field, text));
  return result.success ? null : (result.error.issues[0]?.message ?? "Check this field");
}

export type GuestCheck =
  | { details: GuestFinalDetails; errors?: undefined }
  | { details?: undefined; errors: Partial<Record<FinalDetailsField, string>> };

/** Guest `index`'s fields from the submitted form, checked by the shared schema. */
export function checkGuest(read: (name: string) => string | null, index: number): GuestCheck {
  const raw = Object.fromEntries(
    FIELD_ORDER.map((field) => [field, detailValue(field, read(detailName(index, field)))]),
  );
  const parsed = guestFinalDetailsSchema.safeParse(raw);
  if (parsed.success) return { details: parsed.data };
  const errors: Partial<Record<FinalDetailsField, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as FinalDetailsField] ??= issue.message;
  // In the form's order, so the summary lists them as the guest meets them.
  return {
    errors: Object.fromEntries(FIELD_ORDER.filter((f) => errors[f]).map((f) => [f, errors[f]])),
  };
}
