/**
 * /admin/trip (a new departure, or a weekly series: e.g. every Thursday from 15 October to 15 May) and
 * /admin/trip/{id} (change everything; cancel with a confirmation that says how many guests will be
 * told; delete when nothing is booked). The rules are the core's (core/trips/trip-admin-service.ts):
 * overlaps, capacity below what is taken, cabin types of another boat are refused with a message.
 */
import { useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { z } from "zod";
import { satangToBaht } from "../../../core/shared/money.ts";
import { isClosedSeason } from "../../../core/trips/seasons.ts";
import { WEEKDAY_NAMES } from "../../../core/shared/calendar-names.ts";
import { tripChangeSchema, tripInputSchema, tripSeriesSchema } from "../../../core/trips/trip-schemas.ts";
import { ActionNotices } from "../../components/action-notices.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/form-field.tsx";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { AdminWaitlist } from "../../components/admin-waitlist.tsx";
import { DepartureBookings } from "../../components/admin/departure-bookings.tsx";
import { takenOnDeparture } from "../../../core/trips/free-spaces.ts";
import type { Route } from "./+types/trip-form";
import { readFormData } from "../../lib/form-data.server.ts";
import { actionFailed, invalidForm } from "../../lib/action-answers.server.ts";
import { doneNotice, withDone } from "../../lib/done-notice.ts";
import { CardsTable } from "../../components/cards-table.tsx";

export const meta: Route.MetaFunction = ({ params }) =>
  privateMeta(`${params.id ? "Departure" : "New departure"} | Admin | Andaman Liveaboards`);

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const { catalog, trips } = context.services;
  const [boats, sites, trip, waitlist, bookings] = await Promise.all([
    orErrorScreen(catalog.listBoats()),
    orErrorScreen(catalog.listDiveSites()),
    params.id ? orErrorScreen(trips.get(params.id, { admin: true })) : Promise.resolve(null),
    params.id ? orErrorScreen(context.services.waitlist.ofTrip(params.id)) : Promise.resolve([]),
    params.id ? orErrorScreen(context.services.bookingAdmin.liveBookingsOf(params.id)) : Promise.resolve([]),
  ]);
  return {
    boats: boats.map((boat) => ({
      id: boat.id,
      name: boat.name,
      cabins: boat.cabins.map((cabin) => ({
        cabinId: cabin.id,
        name: cabin.name,
        price: satangToBaht(cabin.price),
        spaces: cabin.spaces * cabin.cabinCount,
      })),
    })),
    sites: sites.map((site) => ({ id: site.id, name: site.name })),
    trip: trip
      ? {
          ...trip,
          fees: satangToBaht(trip.fees),
          cabins: trip.cabins.map((cabin) => ({ ...cabin, price: satangToBaht(cabin.price) })),
          taken: takenOnDeparture(trip.cabins),
        }
      : null,
    bookings: bookings.map((booking) => ({
      id: booking.id,
      leadGuest: `${booking.leadGuest.firstName} ${booking.leadGuest.lastName}`,
      guests: booking.guestArray.length,
      status: booking.paymentInfo.status,
      finalDetails: booking.finalDetails,
    })),
    waitlist: waitlist.map((entry) => ({
      ...entry,
      offer: entry.offer && { ...entry.offer, expiresAt: entry.offer.expiresAt.toISOString() },
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

function readForm(form: FormData, boats: { id: string; cabins: { cabinId: string }[] }[]) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  const boatId = text("boatId");
  const boat = boats.find((b) => b.id === boatId);
  const cabins = (boat?.cabins ?? [])
    .filter((cabin) => form.get(`offer-${cabin.cabinId}`) === "on")
    .map((cabin) => ({
      cabinId: cabin.cabinId,
      price: text(`price-${cabin.cabinId}`) ?? "",
      spaces: text(`spaces-${cabin.cabinId}`) ?? "",
    }));
  return {
    boatId,
    title: form.get("title") ?? "",
    itinerary: form.get("itinerary") ?? "",
    crewNotes: form.get("crewNotes") ?? "",
    dives: text("dives"),
    discount: text("discount"),
    fees: text("fees"),
    diveSiteIds: form.getAll("diveSiteIds").map(String),
    cabins,
    departure: text("departure"),
    returnDate: text("returnDate"),
    from: text("from"),
    to: text("to"),
    weekday: text("weekday"),
    nights: text("nights"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await readFormData(request);
  const { tripAdmin, catalog } = context.services;
  const intent = String(form.get("intent") ?? "save");
  try {
    if (params.id && intent === "remove-waitlist") {
      await context.services.waitlist.remove(String(form.get("entryId") ?? ""), requireAdmin(context));
      return { done: "Removed from the waitlist." };
    }
    if (params.id && intent === "cancel") {
      const { guestsToTell } = await tripAdmin.cancel(params.id);
      return {
        done: `Departure cancelled; ${guestsToTell} ${guestsToTell === 1 ? "guest is" : "guests are"} told by e-mail.`,
      };
    }
    if (params.id && intent === "delete") {
      await tripAdmin.delete(params.id);
      return redirect(withDone("/admin/trips", "departure-deleted"));
    }
    const boats = (await catalog.listBoats()).map((boat) => ({
      id: boat.id,
      cabins: boat.cabins.map((c) => ({ cabinId: c.id })),
    }));
    const values = readForm(form, boats);
    if (params.id) {
      const { returnDate, departure, nights: _nights, from: _f, to: _t, weekday: _w, ...rest } = values;
      const parsed = tripChangeSchema.safeParse({ ...rest, departure, returnDate });
      if (!parsed.success) return invalidForm(parsed.error);
      const { warnings } = await tripAdmin.update(params.id, parsed.data);
      return { done: "Departure saved.", warnings };
    }
    if (form.get("mode") === "series") {
      const { departure: _d, returnDate: _r, ...rest } = values;
      const parsed = tripSeriesSchema.safeParse(rest);
      if (!parsed.success) return invalidForm(parsed.error);
      const { trips } = await tripAdmin.createSeries(parsed.data as z.output<typeof tripSeriesSchema>);
      return redirect(withDone(`/admin/trips?boat=${parsed.data.boatId}`, "series-created", trips.length));
    }
    const { from: _f, to: _t, weekday: _w, nights: _n, ...rest } = values;
    const parsed = tripInputSchema.safeParse(rest);
    if (!parsed.success) return invalidForm(parsed.error);
    const { trip } = await tripAdmin.create(parsed.data);
    return redirect(withDone(`/admin/trip/${trip.id}`, "departure-created"));
  } catch (error) {
    return actionFailed(error);
  }
}

/** What a new departure form creates: one departure, or one a week over a span of dates. */
const CREATE_MODES = [
  { value: "one", label: "One departure" },
  { value: "series", label: "Weekly series" },
] as const;
type CreateMode = (typeof CREATE_MODES)[number]["value"];

/** A departure's number fields, each 0 when new: dives, discount and fees (in THB). */
const DEPARTURE_NUMBERS: readonly {
  label: string;
  name: "dives" | "discount" | "fees";
  max?: number;
  step: number | string;
}[] = [
  { label: "Dives", name: "dives", step: 1 },
  { label: "Discount (%)", name: "discount", max: 100, step: 1 },
  { label: "National-park fees per guest (THB)", name: "fees", step: "0.01" },
];

/** The two ways to end a scheduled departure, each confirmed before it is sent. */
const ENDINGS = [
  { intent: "cancel", label: "Cancel departure" },
  { intent: "delete", label: "Delete departure" },
] as const;

export default function AdminTripForm({ loaderData }: Route.ComponentProps) {
  const { boats, sites, trip } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const refusal = result && "error" in result ? result : undefined;
  // Each wrong field's message beside it: a schema's per field, or the one field a service names.
  const errors: Record<string, string> = {
    ...refusal?.fields,
    ...(refusal?.field ? { [refusal.field]: refusal.error } : {}),
  };
  const [mode, setMode] = useState<CreateMode>("one");
  const [boatId, setBoatId] = useState(trip?.boat.id ?? boats[0]?.id ?? "");
  const [departure, setDeparture] = useState(trip?.departure ?? "");
  const [confirming, setConfirming] = useState<(typeof ENDINGS)[number]["intent"] | null>(null);
  const boat = boats.find((b) => b.id === boatId);
  const offered = (cabinId: string) => trip?.cabins.find((c) => c.cabinId === cabinId);
  const message = refusal?.error;

  return (
    <>
      <AdminPageHead
        title={trip ? `${trip.boat.name}, ${dateRange(trip.departure, trip.returnDate)}` : "New departure"}
        summary={
          trip ? (
            <>
              {trip.status === "cancelled" ? "Cancelled. " : ""}
              {trip.taken} of {trip.spaces} spaces booked or held.{" "}
              <Link to={`/trip/${trip.id}`} className="text-link">
                Public page
              </Link>
            </>
          ) : (
            "One departure, or a weekly series between two dates."
          )
        }
        back={{ to: "/admin/trips", label: "All trips" }}
      />
      <div className="admin-section">
        <ActionNotices
          done={
            result && "done" in result
              ? [result.done, ...(result.warnings ?? [])].join(" ")
              : result
                ? undefined
                : doneNotice(search)
          }
          error={message}
        />
        <Form method="post" className="admin-form" key={trip?.id ?? "new"}>
          {!trip ? (
            <fieldset className="booking-guest">
              <legend>What to create</legend>
              {CREATE_MODES.map(({ value, label }) => (
                <label key={value} className="check-field">
                  <input
                    type="radio"
                    name="mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                  />{" "}
                  {label}
                </label>
              ))}
            </fieldset>
          ) : null}
          <SelectField
            label="Boat"
            name="boatId"
            value={boatId}
            onChange={(event) => setBoatId(event.target.value)}
            options={boats.map((b) => ({ value: b.id, label: b.name }))}
            error={errors.boatId}
          />
          {mode === "one" || trip ? (
            <>
              <TextField
                label="Departure"
                name="departure"
                type="date"
                value={departure}
                onChange={(event) => setDeparture(event.target.value)}
                error={errors.departure}
                required
              />
              <TextField
                label="Return"
                name="returnDate"
                type="date"
                defaultValue={trip?.returnDate ?? ""}
                error={errors.returnDate}
                required
              />
              {departure && isClosedSeason(departure) ? (
                <p className="admin-notice" role="note">
                  This departure falls in the national parks&apos; closed season (June to September).
                </p>
              ) : null}
            </>
          ) : (
            <>
              <SelectField
                label="Weekday"
                name="weekday"
                defaultValue="4"
                options={WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }))}
                error={errors.weekday}
              />
              <TextField label="From" name="from" type="date" error={errors.from} required />
              <TextField label="To" name="to" type="date" error={errors.to} required />
              <TextField
                label="Nights"
                name="nights"
                type="number"
                min={1}
                max={30}
                step={1}
                defaultValue="4"
                error={errors.nights}
                required
              />
            </>
          )}
          <TextField
            label="Title"
            name="title"
            defaultValue={trip?.title ?? ""}
            error={errors.title}
            required
            maxLength={160}
          />
          <TextAreaField
            label="Itinerary"
            name="itinerary"
            defaultValue={trip?.itinerary ?? ""}
            rows={6}
            error={errors.itinerary}
          />
          {DEPARTURE_NUMBERS.map(({ label, name, max, step }) => (
            <TextField
              key={name}
              label={label}
              name={name}
              type="number"
              min={0}
              max={max}
              step={step}
              defaultValue={String(trip?.[name] ?? 0)}
              error={errors[name]}
            />
          ))}
          <fieldset className="booking-guest">
            <legend>Cabins on this departure</legend>
            {errors.cabins ? <p className="field-error">{errors.cabins}</p> : null}
            <CardsTable key={boatId} columns={["Offer", "Price per guest (THB)", "Spaces"]}>
              {(boat?.cabins ?? []).map((cabin) => {
                const current = offered(cabin.cabinId);
                return (
                  <tr key={cabin.cabinId}>
                    <th scope="row">
                      <label className="check-field">
                        <input
                          type="checkbox"
                          name={`offer-${cabin.cabinId}`}
                          defaultChecked={trip ? Boolean(current) : true}
                        />{" "}
                        {cabin.name}
                      </label>
                    </th>
                    <td data-label="Price per guest (THB)">
                      <input
                        className="field-input"
                        aria-label={`${cabin.name} price per guest (THB)`}
                        name={`price-${cabin.cabinId}`}
                        type="number"
                        min={0}
                        step="0.01"
                        defaultValue={String(current?.price ?? cabin.price)}
                      />
                    </td>
                    <td data-label="Spaces">
                      <input
                        className="field-input"
                        aria-label={`${cabin.name} spaces`}
                        name={`spaces-${cabin.cabinId}`}
                        type="number"
                        min={0}
                        step={1}
                        defaultValue={String(current?.spaces ?? cabin.spaces)}
                      />
                    </td>
                  </tr>
                );
              })}
            </CardsTable>
          </fieldset>
          <fieldset className="booking-guest">
            <legend>Dive sites</legend>
            <div className="booking-options">
              {sites.map((site) => (
                <label key={site.id} className="check-field">
                  <input
                    type="checkbox"
                    name="diveSiteIds"
                    value={site.id}
                    defaultChecked={trip?.diveSites.some((s) => s.id === site.id) ?? false}
                  />{" "}
                  {site.name}
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label="Notes for the crew"
            name="crewNotes"
            defaultValue={trip?.crewNotes ?? ""}
            rows={3}
          />
          <div className="receipt-actions">
            <button
              type="submit"
              name="intent"
              value="save"
              className="button button-primary"
              disabled={navigation.state !== "idle"}
            >
              {trip ? "Save departure" : mode === "series" ? "Create the series" : "Create departure"}
            </button>
          </div>
        </Form>
        {trip && trip.status === "scheduled" ? (
          <Form method="post" className="receipt-actions">
            {confirming ? (
              <>
                <p role="alert">
                  {confirming === "cancel"
                    ? `Cancel this departure? ${trip.taken} ${trip.taken === 1 ? "guest" : "guests"} will be told by e-mail.`
                    : "Delete this departure? Only a departure nothing is booked on can be deleted."}
                </p>
                <button type="submit" name="intent" value={confirming} className="button button-primary">
                  {confirming === "cancel" ? "Yes, cancel the departure" : "Yes, delete it"}
                </button>
                <button type="button" className="button button-outline" onClick={() => setConfirming(null)}>
                  Keep it
                </button>
              </>
            ) : (
              ENDINGS.map(({ intent, label }) => (
                <button
                  key={intent}
                  type="button"
                  className="button button-outline"
                  onClick={() => setConfirming(intent)}
                >
                  {label}
                </button>
              ))
            )}
          </Form>
        ) : null}
        {trip ? <DepartureBookings tripId={trip.id} bookings={loaderData.bookings} /> : null}
        {trip ? <AdminWaitlist entries={loaderData.waitlist} /> : null}
      </div>
    </>
  );
}
