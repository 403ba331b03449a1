/**
 * What the admin calls of trip bookings and course bookings read and answer alike: an offline payment
 * (bank transfer, cash or other) and a list's paging with its money totals.
 */
import type { FastifyRequest } from "fastify";
import { offlinePaymentSchema } from "../../core/bookings/booking-schemas.ts";
import { satangToBaht } from "../../core/shared/money.ts";
import { idParams } from "./params.ts";

/** The body is read before the id, so a bad amount answers 400 whatever the id. */
export function offlinePaymentRequest(request: FastifyRequest) {
  const { amount, method, note } = offlinePaymentSchema.parse(request.body ?? {});
  return { id: idParams.parse(request.params).id, payment: { amount, method, note } };
}

/** A bookings list's page size and match count, with what the matches paid and still owe in THB. */
export function listTotalsJson(result: {
  count: number;
  resPerPage: number;
  totalPaid: number;
  totalOutstanding: number;
}) {
  return {
    count: result.count,
    resPerPage: result.resPerPage,
    totalPaid: satangToBaht(result.totalPaid),
    totalOutstanding: satangToBaht(result.totalOutstanding),
  };
}
