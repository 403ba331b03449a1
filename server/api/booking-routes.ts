/**
 * The booking calls (issue 11 item 4; contract in docs/api.md "API: the booking calls"). Amounts in
 * answers are THB, instants ISO 8601. Only a booking's owner (and admins) see it; anyone else gets 404.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { bookingInputSchema } from "../../core/bookings/booking-schemas.ts";
import type { BookingView } from "../../core/bookings/booking-service.ts";
import { satangToBaht } from "../../core/shared/money.ts";
import type { AppServices } from "../services.ts";
import { requireUser } from "./guards.ts";

const idParams = z.object({ id: z.string().max(100) });

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

export function registerBookingRoutes(api: FastifyInstance, { bookings }: AppServices) {
  api.post("/booking/new", async (request, reply) => {
    const user = requireUser(request);
    const booking = await bookings.create(user, bookingInputSchema.parse(request.body ?? {}));
    return reply.status(201).send({ success: true, booking: bookingJson(booking) });
  });

  api.get("/bookings/me", async (request) => {
    const { bookings: list, totalAmount, pending } = await bookings.listMine(requireUser(request));
    return {
      success: true,
      bookings: list.map(bookingJson),
      totalAmount: satangToBaht(totalAmount),
      pending: satangToBaht(pending),
    };
  });

  api.get("/booking/:id", async (request) => ({
    success: true,
    booking: bookingJson(await bookings.get(idParams.parse(request.params).id, requireUser(request))),
  }));
}
