/**
 * /admin/booking/{id}: guests and their copied prices, payments, the flag; record an
 * offline payment, correct names, cancel with a refund (after a confirmation saying what is refunded),
 * move to another departure (capacity checked), extend an expired hold.
 *
 * Course bookings share the address: an id that is no trip booking is looked up among the course
 * bookings, which have the actions that apply to them (record an offline payment, cancel with a refund).
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { statusColour } from "../../../core/bookings/booking-money.ts";
import { offlinePaymentSchema } from "../../../core/bookings/booking-schemas.ts";
import { type ResendableMail, resendableMails } from "../../../core/bookings/booking-types.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { ActionNotices } from "../../components/action-notices.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { SelectField } from "../../components/form-field.tsx";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { coursesText, equipmentText } from "../../lib/booking-format.ts";
import { BookingReference } from "../../components/booking-reference.tsx";
import type { Route } from "./+types/booking";
import { OfflinePaymentForm, PaymentsTable } from "../../components/admin/booking-payments.tsx";
import { CourseBookingAdmin } from "../../components/admin/course-booking-admin.tsx";
import { GuestFinalDetailsAdmin } from "../../components/admin/guest-final-details.tsx";
import { courseBookingSummary } from "../../lib/course-booking-format.ts";
import { readFormData } from "../../lib/form-data.server.ts";
import { actionFailed, invalidForm, refused } from "../../lib/action-answers.server.ts";
import { InlineConfirm } from "../../components/admin/inline-confirm.tsx";
import { CardsTable } from "../../components/cards-table.tsx";
import { screenBooking, screenPayments } from "../../lib/booking-screen.server.ts";

export const meta: Route.MetaFunction = () => privateMeta("Booking | Admin | Andaman Liveaboards");

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const { bookingAdmin, courseBookingAdmin, trips, payments } = context.services;
  const trip = await bookingAdmin.get(params.id).catch(notFoundAsNull);
  if (!trip) {
    const [course, rows] = await Promise.all([
      orErrorScreen(courseBookingAdmin.get(params.id)),
      orErrorScreen(courseBookingAdmin.payments(params.id)),
    ]);
    return {
      kind: "course" as const,
      course: courseBookingSummary(course),
      payments: screenPayments(rows),
    };
  }
  const booking = trip;
  const [list, paymentRows, finalDetails] = await Promise.all([
    orErrorScreen(trips.listAdmin({ page: 1, when: "upcoming", status: "scheduled" }, 300)),
    orErrorScreen(payments.listFor(params.id)),
    orErrorScreen(context.services.bookings.finalDetailsOf(params.id, admin)),
  ]);
  return {
    kind: "trip" as const,
    booking: screenBooking(booking),
    payments: screenPayments(paymentRows),
    guestDetails: booking.guestArray.map((guest, index) => ({
      name: guest.name,
      cabin: guest.cabinName,
      details: finalDetails[index] ?? null,
    })),
    departures: list.trips
      .filter((trip) => trip.id !== booking.trip.id)
      .map((trip) => ({
        value: trip.id,
        label: `${trip.boat.name}, ${dateRange(trip.departure, trip.returnDate)}`,
      })),
  };
}

function notFoundAsNull(error: unknown): null {
  if (isAppError(error) && error.code === "not_found") return null;
  throw error;
}

/** The offline payment's fields, checked with the API's rule. */
const offlinePayment = (form: FormData) =>
  offlinePaymentSchema.safeParse({
    amount: form.get("amount") ?? undefined,
    method: form.get("method") ?? undefined,
    note: form.get("note") ?? undefined,
  });

export async function action({ context, request, params }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await readFormData(request);
  const { bookingAdmin, courseBookingAdmin } = context.services;
  const intent = String(form.get("intent") ?? "");
  const course = form.get("kind") === "course";
  try {
    switch (intent) {
      case "payment": {
        const offline = offlinePayment(form);
        if (!offline.success) return invalidForm(offline.error);
        if (course) await courseBookingAdmin.recordPayment(params.id, offline.data);
        else await bookingAdmin.recordPayment(params.id, offline.data);
        return { done: "Payment recorded." };
      }
      case "cancel": {
        const { refunded } = course
          ? await courseBookingAdmin.cancel(params.id)
          : await bookingAdmin.cancel(params.id);
        return { done: `Booking cancelled; ${formatTHB(refunded)} refunded.` };
      }
      case "move":
        await bookingAdmin.move(params.id, String(form.get("tripId") ?? ""));
        return { done: "Booking moved." };
      case "extend":
        await bookingAdmin.extendHold(params.id);
        return { done: "Hold extended by 24 hours." };
      case "clear-flag":
        await bookingAdmin.update(params.id, { clearFlag: true });
        return { done: "Marked as handled." };
      case "resend": {
        const kind = String(form.get("kind") ?? "");
        if (!(resendableMails as readonly string[]).includes(kind))
          return refused("Choose the e-mail to send again", "kind");
        const mail = await bookingAdmin.resend(params.id, kind as ResendableMail);
        return { done: `E-mail sent again to ${mail.to}: "${mail.subject}".` };
      }
      case "names":
        await bookingAdmin.update(params.id, {
          guestNames: form.getAll("guestName").map((name) => String(name).trim()),
        });
        return { done: "Names saved." };
      default:
        return refused("Unknown action", "intent");
    }
  } catch (error) {
    return actionFailed(error);
  }
}

const RESEND_LABELS: Record<ResendableMail, string> = {
  "booking-received": "Confirmation and payment link",
  "payment-receipt": "Receipt of the latest payment",
  "payment-reminder": "Reminder of the payment due",
  "final-details-request": "Request for the final details",
};

export default function AdminBooking({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (loaderData.kind === "course") {
    return (
      <CourseBookingAdmin
        booking={loaderData.course}
        payments={loaderData.payments}
        busy={navigation.state !== "idle"}
        done={result && "done" in result ? result.done : undefined}
        error={result && "error" in result ? result.error : undefined}
      />
    );
  }
  return <TripBookingAdmin loaderData={loaderData} result={result} busy={navigation.state !== "idle"} />;
}

function TripBookingAdmin({
  loaderData,
  result,
  busy,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { kind: "trip" }>;
  result: ReturnType<typeof useActionData<typeof action>>;
  busy: boolean;
}) {
  const { booking, payments, departures } = loaderData;
  const live = booking.state === "held" || booking.state === "confirmed";
  return (
    <>
      <AdminPageHead
        title={`${booking.leadGuest.firstName} ${booking.leadGuest.lastName}`}
        summary={
          <>
            <BookingReference reference={booking.reference} id={booking.id} />
            <br />
            {booking.trip.title}, {dateRange(booking.trip.departure, booking.trip.returnDate)} on{" "}
            {booking.trip.boat.name} ·{" "}
            <span className="payment-status" data-colour={statusColour(booking.paymentInfo.status)}>
              {booking.paymentInfo.status}
            </span>{" "}
            {booking.state}
          </>
        }
        back={{ to: "/admin/bookings", label: "All bookings" }}
      />
      <div className="admin-section">
        <ActionNotices
          done={result && "done" in result ? result.done : undefined}
          error={result && "error" in result ? result.error : undefined}
        />
        {booking.flag ? (
          <Form method="post" className="admin-notice field-error">
            <p>{booking.flag}</p>
            <button
              type="submit"
              name="intent"
              value="clear-flag"
              className="button button-outline button-small"
            >
              Mark as handled
            </button>
          </Form>
        ) : null}
        <p>
          Total {formatTHB(booking.total)} · deposit {formatTHB(booking.deposit)} · paid{" "}
          {formatTHB(booking.paid)} · outstanding {formatTHB(booking.pending)}
          {booking.dueDate ? ` · due ${formatDateTime(booking.dueDate)}` : ""}
          {booking.holdExpiresAt ? ` · held until ${formatDateTime(booking.holdExpiresAt)}` : ""}
        </p>
        <p>
          {booking.leadGuest.email} · {booking.leadGuest.phone} · {booking.leadGuest.country} · booked{" "}
          {formatDateTime(booking.createdAt)}
        </p>
        <Form method="post">
          <CardsTable columns={["Name", "Cabin", "Cabin price", "Equipment", "Courses"]} caption="Guests">
            {booking.guestArray.map((guest, index) => (
              <tr key={index}>
                <td data-label="Name">
                  <input
                    className="field-input"
                    name="guestName"
                    aria-label={`Guest ${index + 1} name`}
                    defaultValue={guest.name}
                    maxLength={120}
                  />
                </td>
                <td data-label="Cabin">{guest.cabinName}</td>
                <td data-label="Cabin price">{formatTHB(guest.cabinPrice)}</td>
                <td data-label="Equipment">{equipmentText(guest)}</td>
                <td data-label="Courses">{coursesText(guest)}</td>
              </tr>
            ))}
          </CardsTable>
          <button
            type="submit"
            name="intent"
            value="names"
            className="button button-outline button-small"
            disabled={busy}
          >
            Save names
          </button>
        </Form>
        <GuestFinalDetailsAdmin guests={loaderData.guestDetails} progress={booking.finalDetails} />
        <PaymentsTable payments={payments} />
        {live && booking.pending > 0 ? <OfflinePaymentForm busy={busy} /> : null}
        <Form method="post" className="trip-filters" aria-label="Send an e-mail again">
          <input type="hidden" name="intent" value="resend" />
          <SelectField
            // A new default once something is paid (an uncontrolled select keeps its first value).
            key={booking.paid > 0 ? "paid" : "unpaid"}
            label="E-mail to the lead guest"
            name="kind"
            defaultValue={booking.paid > 0 ? "payment-receipt" : "booking-received"}
            options={resendableMails.map((kind) => ({ value: kind, label: RESEND_LABELS[kind] }))}
          />
          <button type="submit" className="button button-outline" disabled={busy}>
            Send again
          </button>
        </Form>
        {booking.state !== "cancelled" && departures.length > 0 ? (
          <Form method="post" className="trip-filters" aria-label="Move to another departure">
            <input type="hidden" name="intent" value="move" />
            <SelectField label="Move to departure" name="tripId" options={departures} />
            <button type="submit" className="button button-outline" disabled={busy}>
              Move booking
            </button>
          </Form>
        ) : null}
        <Form method="post" className="receipt-actions">
          {booking.state === "expired" || booking.state === "held" ? (
            <button
              type="submit"
              name="intent"
              value="extend"
              className="button button-outline"
              disabled={busy}
            >
              Extend hold by 24 hours
            </button>
          ) : null}
          {booking.state !== "cancelled" ? (
            <InlineConfirm
              action="Cancel booking"
              question={`Cancel this booking? Its spaces come free and ${formatTHB(booking.paid)} is refunded; the guest is told by e-mail.`}
              confirm="Yes, cancel the booking"
              intent="cancel"
              busy={busy}
            />
          ) : null}
          <Link to={`/booking/${booking.id}`} className="text-link">
            Guest&apos;s view
          </Link>
        </Form>
      </div>
    </>
  );
}
