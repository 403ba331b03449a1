/**
 * The course-booking calls (contract in docs/api.md "API: course dates and course bookings"). Amounts in
 * answers are THB, days yyyy-MM-dd, instants ISO 8601. Only a booking's owner (and admins) see it;
 * anyone else gets 404. The admin calls are registered inside the admin scope (401/403 guard).
 */
import type { FastifyInstance } from "fastify";
import type { CourseBookingView } from "../../core/courses/course-booking-service.ts";
import type { AdminCourseDateView, CourseDateView } from "../../core/courses/course-date-service.ts";
import {
  courseBookingInputSchema,
  courseBookingListQuerySchema,
  courseDateCreateSchema,
  courseDateUpdateSchema,
  courseInformationSchema,
} from "../../core/courses/course-schemas.ts";
import { satangToBaht } from "../../core/shared/money.ts";
import type { AppServices } from "../services.ts";
import { requireUser } from "./guards.ts";
import { listTotalsJson, offlinePaymentRequest } from "./admin-bookings.ts";
import { idParams } from "./params.ts";

export function courseDateJson(date: CourseDateView) {
  return {
    id: date.id,
    start: date.start,
    end: date.end,
    seats: date.seats,
    seatsLeft: date.seatsLeft,
    price: satangToBaht(date.price),
    note: date.note,
  };
}

export function adminCourseDateJson(date: AdminCourseDateView) {
  return { ...courseDateJson(date), status: date.status, students: date.students, bookings: date.bookings };
}

export function courseBookingJson(booking: CourseBookingView) {
  return {
    ...booking,
    studentArray: booking.studentArray.map((student) => ({
      ...student,
      coursePrice: satangToBaht(student.coursePrice),
      price: satangToBaht(student.price),
    })),
    price: satangToBaht(booking.price),
    paid: satangToBaht(booking.paid),
    pending: satangToBaht(booking.pending),
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}

export function registerCourseRoutes(api: FastifyInstance, { courseDates, courseBookings }: AppServices) {
  api.get("/course/:id/dates", async (request) => {
    const { dates } = await courseDates.upcoming(idParams.parse(request.params).id);
    return { success: true, dates: dates.map(courseDateJson) };
  });

  api.post("/course-booking/new", async (request, reply) => {
    const user = requireUser(request);
    const booking = await courseBookings.create(user, courseBookingInputSchema.parse(request.body ?? {}));
    return reply.status(201).send({ success: true, courseBooking: courseBookingJson(booking) });
  });

  api.get("/course-booking/:id", async (request) => ({
    success: true,
    courseBooking: courseBookingJson(
      await courseBookings.get(idParams.parse(request.params).id, requireUser(request)),
    ),
  }));

  api.put("/course-booking/:id/information", async (request) => {
    const user = requireUser(request);
    const { studentArray } = courseInformationSchema.parse(request.body ?? {});
    const booking = await courseBookings.saveInformation(
      user,
      idParams.parse(request.params).id,
      studentArray,
    );
    return { success: true, courseBooking: courseBookingJson(booking) };
  });
}

export function registerCourseAdminRoutes(
  admin: FastifyInstance,
  { courseDates, courseBookingAdmin }: AppServices,
) {
  admin.get("/course/:id/dates", async (request) => {
    const { dates } = await courseDates.adminList(idParams.parse(request.params).id);
    return { success: true, dates: dates.map(adminCourseDateJson) };
  });
  admin.post("/course/:id/date/new", async (request, reply) => {
    const date = await courseDates.create(
      idParams.parse(request.params).id,
      courseDateCreateSchema.parse(request.body ?? {}),
    );
    return reply.status(201).send({ success: true, date: adminCourseDateJson(date) });
  });
  admin.put("/course-date/:id", async (request) => ({
    success: true,
    date: adminCourseDateJson(
      await courseDates.update(
        idParams.parse(request.params).id,
        courseDateUpdateSchema.parse(request.body ?? {}),
      ),
    ),
  }));
  admin.delete("/course-date/:id", async (request) => {
    await courseDates.delete(idParams.parse(request.params).id);
    return { success: true };
  });
  admin.post("/course-date/:id/cancel", async (request) => {
    const { date, told, refunded } = await courseDates.cancel(idParams.parse(request.params).id);
    return { success: true, date: adminCourseDateJson(date), told, refunded: satangToBaht(refunded) };
  });

  admin.get("/course-bookings", async (request) => {
    const query = courseBookingListQuerySchema.parse(request.query);
    const result = await courseBookingAdmin.list(query);
    return {
      success: true,
      courseBookings: result.courseBookings.map(courseBookingJson),
      ...listTotalsJson(result),
    };
  });
  admin.get("/course-booking/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const booking = await courseBookingAdmin.get(id);
    const payments = await courseBookingAdmin.payments(id);
    return {
      success: true,
      courseBooking: courseBookingJson(booking),
      payments: payments.map((payment) => ({
        ...payment,
        amount: satangToBaht(payment.amount),
        createdAt: payment.createdAt.toISOString(),
      })),
    };
  });
  admin.post("/course-booking/:id/payment", async (request, reply) => {
    const { id, payment } = offlinePaymentRequest(request);
    const booking = await courseBookingAdmin.recordPayment(id, payment);
    return reply.status(201).send({ success: true, courseBooking: courseBookingJson(booking) });
  });
  admin.post("/course-booking/:id/cancel", async (request) => {
    const { courseBooking, refunded } = await courseBookingAdmin.cancel(idParams.parse(request.params).id);
    return {
      success: true,
      courseBooking: courseBookingJson(courseBooking),
      refunded: satangToBaht(refunded),
    };
  });
}
