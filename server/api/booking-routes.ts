/**
 * The booking calls (contract in docs/api.md "API: the booking calls"). Amounts in
 * answers are THB, instants ISO 8601. Only a booking's owner (and admins) see it; anyone else gets 404.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { bookingInputSchema, leadGuestSchema } from "../../core/bookings/booking-schemas.ts";
import { bookingStates, resendableMails } from "../../core/bookings/booking-types.ts";
import { finalDetailsSchema } from "../../core/bookings/final-details.ts";
import { pageSchema, searchSchema } from "../../core/shared/list-query.ts";
import { textSchema } from "../../core/shared/validation.ts";
import type { BookingView } from "../../core/bookings/booking-service.ts";
import { satangToBaht } from "../../core/shared/money.ts";
import type { AppServices } from "../services.ts";
import { courseBookingJson } from "./course-routes.ts";
import { requireUser } from "./guards.ts";
import { listTotalsJson, offlinePaymentRequest } from "./admin-bookings.ts";
import { idParams } from "./params.ts";

const emptyIsMissing = (value: unknown) => (value === "" ? undefined : value);

export function bookingJson(booking: BookingView) {
  return {
    ...booking,
    guestArray: booking.guestArray.map((guest) => ({
      ...guest,
      cabinPrice: satangToBaht(guest.cabinPrice),
      fees: satangToBaht(guest.fees),
      equipmentPrice: satangToBaht(guest.equipmentPrice),
      equipment: guest.equipment.map((item) => ({ ...item, price: satangToBaht(item.price) })),
      courses: guest.courses.map((course) => ({ ...course, coursePrice: satangToBaht(course.coursePrice) })),
    })),
    total: satangToBaht(booking.total),
    deposit: satangToBaht(booking.deposit),
    paid: satangToBaht(booking.paid),
    pending: satangToBaht(booking.pending),
    dueDate: booking.dueDate?.toISOString() ?? null,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}

const adminListQuery = z.object({
  page: pageSchema,
  search: searchSchema,
  trip: z.preprocess(emptyIsMissing, z.uuid({ error: "trip must be a departure's id" }).optional()),
  status: z.preprocess(
    emptyIsMissing,
    z
      .enum(["PENDING", "DEPOSIT PAID", "COMPLETED", ...bookingStates], {
        error: `status must be one of: PENDING, DEPOSIT PAID, COMPLETED, ${bookingStates.join(", ")}`,
      })
      .optional(),
  ),
  due: z.preprocess(
    emptyIsMissing,
    z.enum(["soon", "overdue"], { error: "due must be soon or overdue" }).optional(),
  ),
});

const adminChangeSchema = z
  .object(
    {
      leadGuest: leadGuestSchema.optional(),
      guestNames: z
        .array(textSchema("Guest name").max(120, { error: "Guest name is too long" }), {
          error: "guestNames must be a list",
        })
        .optional(),
      clearFlag: z.boolean({ error: "clearFlag must be true or false" }).optional(),
    },
    { error: "The body must be a JSON object" },
  )
  .strict();

const moveSchema = z.object(
  { tripId: z.uuid({ error: "tripId must be a departure's id" }) },
  { error: "The body must be a JSON object" },
);

const resendSchema = z.object(
  {
    kind: z.enum(resendableMails, {
      error: `kind must be one of: ${resendableMails.join(", ")}`,
    }),
  },
  { error: "The body must be a JSON object" },
);

export function registerBookingAdminRoutes(admin: FastifyInstance, { bookingAdmin }: AppServices) {
  admin.get("/bookings", async (request) => {
    const query = adminListQuery.parse(request.query);
    const result = await bookingAdmin.list({ ...query, tripId: query.trip });
    return { success: true, bookings: result.bookings.map(bookingJson), ...listTotalsJson(result) };
  });
  admin.get("/booking/:id", async (request) => ({
    success: true,
    booking: bookingJson(await bookingAdmin.get(idParams.parse(request.params).id)),
  }));
  admin.put("/booking/:id", async (request) => ({
    success: true,
    booking: bookingJson(
      await bookingAdmin.update(
        idParams.parse(request.params).id,
        adminChangeSchema.parse(request.body ?? {}),
      ),
    ),
  }));
  admin.post("/booking/:id/payment", async (request, reply) => {
    const { id, payment } = offlinePaymentRequest(request);
    const booking = await bookingAdmin.recordPayment(id, payment);
    return reply.status(201).send({ success: true, booking: bookingJson(booking) });
  });
  admin.post("/booking/:id/cancel", async (request) => {
    const { booking, refunded } = await bookingAdmin.cancel(idParams.parse(request.params).id);
    return { success: true, booking: bookingJson(booking), refunded: satangToBaht(refunded) };
  });
  admin.post("/booking/:id/move", async (request) => ({
    success: true,
    booking: bookingJson(
      await bookingAdmin.move(idParams.parse(request.params).id, moveSchema.parse(request.body ?? {}).tripId),
    ),
  }));
  admin.post("/booking/:id/extend-hold", async (request) => ({
    success: true,
    booking: bookingJson(await bookingAdmin.extendHold(idParams.parse(request.params).id)),
  }));
  admin.post("/booking/:id/resend", async (request) => {
    const { id } = idParams.parse(request.params);
    const mail = await bookingAdmin.resend(id, resendSchema.parse(request.body ?? {}).kind);
    return {
      success: true,
      booking: bookingJson(await bookingAdmin.get(id)),
      mail: { kind: mail.kind, to: mail.to, subject: mail.subject },
    };
  });
  admin.get("/trip/:id/manifest.csv", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const csv = await bookingAdmin.manifestCsv(id);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="manifest-${id}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
}

export function registerBookingRoutes(api: FastifyInstance, { bookings, myBookings }: AppServices) {
  api.put("/booking/:id/final-details", async (request) => {
    const user = requireUser(request);
    const { guests } = finalDetailsSchema.parse(request.body ?? {});
    await bookings.saveFinalDetails(user, idParams.parse(request.params).id, guests);
    return { success: true };
  });

  api.post("/booking/new", async (request, reply) => {
    const user = requireUser(request);
    const booking = await bookings.create(user, bookingInputSchema.parse(request.body ?? {}));
    return reply.status(201).send({ success: true, booking: bookingJson(booking) });
  });

  api.get("/bookings/me", async (request) => {
    const { bookings: list, totalAmount, pending } = await myBookings(requireUser(request));
    return {
      success: true,
      bookings: list.map((booking) =>
        booking.kind === "course" ? courseBookingJson(booking) : { ...bookingJson(booking), kind: "trip" },
      ),
      totalAmount: satangToBaht(totalAmount),
      pending: satangToBaht(pending),
    };
  });

  api.get("/booking/:id", async (request) => ({
    success: true,
    booking: bookingJson(await bookings.get(idParams.parse(request.params).id, requireUser(request))),
  }));
}
