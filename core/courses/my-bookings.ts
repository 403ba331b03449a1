/**
 * A customer's bookings of both kinds in one list, newest first, for `/bookings/me`: trip bookings
 * marked `kind: "trip"`, course bookings `kind: "course"`, with what the live ones (held or confirmed)
 * come to and what is still to pay.
 */
import type { SessionUser } from "../accounts/session-user.ts";
import type { BookingService, BookingView } from "../bookings/booking-service.ts";
import type { CourseBookingService, CourseBookingView } from "./course-booking-service.ts";

export type MyBooking = (BookingView & { kind: "trip" }) | CourseBookingView;

export async function listMyBookings(
  trips: Pick<BookingService, "listMine">,
  courses: Pick<CourseBookingService, "listMine">,
  viewer: SessionUser,
): Promise<{ bookings: MyBooking[]; totalAmount: number; pending: number }> {
  const [tripList, courseList] = await Promise.all([trips.listMine(viewer), courses.listMine(viewer)]);
  const bookings: MyBooking[] = [
    ...tripList.bookings.map((booking) => ({ ...booking, kind: "trip" as const })),
    ...courseList,
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const liveCourses = courseList.filter(
    (booking) => booking.state === "held" || booking.state === "confirmed",
  );
  return {
    bookings,
    totalAmount: tripList.totalAmount + liveCourses.reduce((sum, booking) => sum + booking.price, 0),
    pending: tripList.pending + liveCourses.reduce((sum, booking) => sum + booking.pending, 0),
  };
}
