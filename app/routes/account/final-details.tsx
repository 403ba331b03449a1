/**
 * /final-details/{id} (signed in, the booking's owner): each guest's details before the trip (domain
 * guide: passport data for the park permits, certification, sizes, diet, pickup), dates typed
 * dd/MM/yyyy (spec §5), checked with the shared schema (core/bookings/final-details.ts).
 */
import { data, Form, useActionData, useNavigation } from "react-router";
import {
  certificationAgencies,
  genders,
  type GuestFinalDetails,
  guestFinalDetailsSchema,
  sizes,
} from "../../../core/bookings/final-details.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { ActionNotices } from "../../components/action-notices.tsx";
import { SelectField, TextField } from "../../components/form-field.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import type { Route } from "./+types/final-details";
import { readFormData } from "../../lib/form-data.server.ts";

export const meta: Route.MetaFunction = () => privateMeta("Final details | Andaman Liveaboards");

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  const booking = await orErrorScreen(context.services.bookings.get(params.id, user));
  const saved = await orErrorScreen(context.services.bookings.finalDetailsOf(params.id, user));
  return {
    trip: booking.trip,
    guests: booking.guestArray.map((guest, index) => ({
      name: guest.name,
      cabin: guest.cabinName,
      details: saved[index] ?? null,
    })),
  };
}

const TEXT_FIELDS = [
  "fullName",
  "passportNumber",
  "nationality",
  "dateOfBirth",
  "certificationLevel",
  "certificationNumber",
  "loggedDives",
  "lastDiveDate",
  "diveInsurance",
  "emergencyContact",
  "diet",
  "finSize",
  "pickupHotel",
  "arrivalFlight",
] as const;

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readFormData(request);
  const count = Number(form.get("count"));
  const errors: Record<string, string> = {};
  const guests: GuestFinalDetails[] = [];
  for (let index = 0; index < count; index++) {
    const value = (name: string) => String(form.get(`${index}-${name}`) ?? "");
    const raw: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((name) => [name, value(name)]));
    raw.loggedDives = value("loggedDives").trim() === "" ? undefined : Number(value("loggedDives"));
    raw.gender = value("gender");
    raw.certificationAgency = value("certificationAgency");
    raw.nitroxCertified = form.get(`${index}-nitroxCertified`) === "on";
    for (const optional of ["wetsuitSize", "bcdSize"]) raw[optional] = value(optional) || undefined;
    const parsed = guestFinalDetailsSchema.safeParse(raw);
    if (parsed.success) guests.push(parsed.data);
    else
      for (const issue of parsed.error.issues) errors[`${index}-${String(issue.path[0])}`] ??= issue.message;
  }
  if (Object.keys(errors).length > 0) return data({ errors }, { status: 400 });
  try {
    await context.services.bookings.saveFinalDetails(user, params.id, guests);
    return { done: true };
  } catch (error) {
    if (isAppError(error))
      return data({ errors: { form: error.message } as Record<string, string> }, { status: 400 });
    throw error;
  }
}

export default function FinalDetailsScreen({ loaderData }: Route.ComponentProps) {
  const { trip, guests } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string> = result && "errors" in result ? result.errors : {};
  return (
    <>
      <PageHero
        title="Final details"
        summary={`${trip.title}, ${dateRange(trip.departure, trip.returnDate)}`}
        size="compact"
      />
      <div className="container screen-body">
        <ActionNotices
          done={result && "done" in result ? "Thank you: the details are saved." : undefined}
          error={errors.form}
        />
        <Form method="post" noValidate>
          <input type="hidden" name="count" value={guests.length} />
          {guests.map((guest, index) => {
            const d = guest.details;
            const field = (name: string) => `${index}-${name}`;
            return (
              <fieldset key={index} className="booking-guest">
                <legend>
                  Guest {index + 1}
                  {guest.name ? `: ${guest.name}` : ""} ({guest.cabin})
                </legend>
                <TextField
                  label="Full name as in passport"
                  name={field("fullName")}
                  defaultValue={d?.fullName ?? guest.name}
                  error={errors[field("fullName")]}
                />
                <TextField
                  label="Passport number"
                  name={field("passportNumber")}
                  defaultValue={d?.passportNumber ?? ""}
                  error={errors[field("passportNumber")]}
                />
                <TextField
                  label="Nationality"
                  name={field("nationality")}
                  defaultValue={d?.nationality ?? ""}
                  error={errors[field("nationality")]}
                />
                <TextField
                  label="Date of birth (dd/mm/yyyy)"
                  name={field("dateOfBirth")}
                  defaultValue={d?.dateOfBirth ?? ""}
                  placeholder="dd/mm/yyyy"
                  error={errors[field("dateOfBirth")]}
                />
                <SelectField
                  label="Gender"
                  name={field("gender")}
                  defaultValue={d?.gender ?? ""}
                  options={[{ value: "", label: "Choose" }, ...genders]}
                  error={errors[field("gender")]}
                />
                <SelectField
                  label="Certification agency"
                  name={field("certificationAgency")}
                  defaultValue={d?.certificationAgency ?? ""}
                  options={[{ value: "", label: "Choose" }, ...certificationAgencies]}
                  error={errors[field("certificationAgency")]}
                />
                <TextField
                  label="Certification level"
                  name={field("certificationLevel")}
                  defaultValue={d?.certificationLevel ?? ""}
                  error={errors[field("certificationLevel")]}
                />
                <TextField
                  label="Certification number"
                  name={field("certificationNumber")}
                  defaultValue={d?.certificationNumber ?? ""}
                />
                <TextField
                  label="Logged dives"
                  name={field("loggedDives")}
                  type="number"
                  min={0}
                  step={1}
                  defaultValue={d ? String(d.loggedDives) : ""}
                  error={errors[field("loggedDives")]}
                />
                <TextField
                  label="Last dive (dd/mm/yyyy)"
                  name={field("lastDiveDate")}
                  defaultValue={d?.lastDiveDate ?? ""}
                  placeholder="dd/mm/yyyy"
                  error={errors[field("lastDiveDate")]}
                />
                <label className="check-field">
                  <input
                    type="checkbox"
                    name={field("nitroxCertified")}
                    defaultChecked={d?.nitroxCertified ?? false}
                  />{" "}
                  Nitrox certified
                </label>
                <TextField
                  label="Dive insurance"
                  name={field("diveInsurance")}
                  defaultValue={d?.diveInsurance ?? ""}
                />
                <TextField
                  label="Emergency contact"
                  name={field("emergencyContact")}
                  defaultValue={d?.emergencyContact ?? ""}
                  error={errors[field("emergencyContact")]}
                />
                <TextField label="Diet and allergies" name={field("diet")} defaultValue={d?.diet ?? ""} />
                <SelectField
                  label="Wetsuit size"
                  name={field("wetsuitSize")}
                  defaultValue={d?.wetsuitSize ?? ""}
                  options={[{ value: "", label: "Own wetsuit" }, ...sizes]}
                />
                <SelectField
                  label="BCD size"
                  name={field("bcdSize")}
                  defaultValue={d?.bcdSize ?? ""}
                  options={[{ value: "", label: "Own BCD" }, ...sizes]}
                />
                <TextField label="Fin size" name={field("finSize")} defaultValue={d?.finSize ?? ""} />
                <TextField
                  label="Hotel for the pickup"
                  name={field("pickupHotel")}
                  defaultValue={d?.pickupHotel ?? ""}
                />
                <TextField
                  label="Arrival flight"
                  name={field("arrivalFlight")}
                  defaultValue={d?.arrivalFlight ?? ""}
                />
              </fieldset>
            );
          })}
          <button type="submit" className="button button-primary" disabled={navigation.state !== "idle"}>
            Save the details
          </button>
        </Form>
      </div>
    </>
  );
}
