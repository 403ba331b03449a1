/**
 * The review calls (contract in docs/api.md "API: the review calls"). Rules and who-may-review live in
 * core/reviews/; these parse, guard and shape. A review answers as `reviewJson` (instants ISO 8601).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ReviewList } from "../../core/reviews/review-service.ts";
import {
  adminReviewListQuerySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
} from "../../core/reviews/review-schemas.ts";
import type { ReviewView } from "../../core/reviews/review-types.ts";
import { pageSchema } from "../../core/shared/list-query.ts";
import type { AppServices } from "../services.ts";
import { requireUser } from "./guards.ts";
import { idParams } from "./params.ts";

/** A review in an answer: exactly these keys. */
export function reviewJson(review: ReviewView) {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    text: review.text,
    author: review.author,
    trip: review.trip,
    status: review.status,
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
  };
}

function listJson(list: ReviewList) {
  return {
    success: true,
    reviews: list.reviews.map(reviewJson),
    count: list.count,
    page: list.page,
    resPerPage: list.resPerPage,
    reviewCount: list.reviewCount,
    average: list.average,
    distribution: list.distribution,
  };
}

export function registerReviewRoutes(api: FastifyInstance, { reviews }: AppServices) {
  api.get("/reviews", async (request) =>
    listJson(await reviews.list(reviewListQuerySchema.parse(request.query))),
  );

  // Before `/review/:id` is matched: Fastify prefers the static path.
  api.get("/reviews/mine", async (request) => {
    const user = requireUser(request);
    const mine = await reviews.mine(user);
    return { success: true, reviews: mine.reviews.map(reviewJson), reviewable: mine.reviewable };
  });

  api.post("/review/new", async (request, reply) => {
    const user = requireUser(request);
    const review = await reviews.submit(user, reviewInputSchema.parse(request.body ?? undefined));
    return reply.status(201).send({ success: true, review: reviewJson(review) });
  });

  api.get("/review/:id", async (request) => ({
    success: true,
    review: reviewJson(await reviews.get(idParams.parse(request.params).id, request.user ?? null)),
  }));
}

/** Under /api/v1/admin: the plugin's hook has already checked the admin guard. */
export function registerReviewAdminRoutes(admin: FastifyInstance, { reviews }: AppServices) {
  admin.get("/reviews", async (request) =>
    listJson(await reviews.adminList(adminReviewListQuerySchema.parse(request.query))),
  );
  admin.get("/reviews/pending", async (request) => {
    const { page } = z.object({ page: pageSchema }).parse(request.query);
    return listJson(await reviews.adminPending(page));
  });
  admin.get("/review/:id", async (request) => ({
    success: true,
    review: reviewJson(await reviews.adminGet(idParams.parse(request.params).id)),
  }));
  admin.put("/review/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const changes = reviewUpdateSchema.parse(request.body ?? {});
    return { success: true, review: reviewJson(await reviews.update(id, changes)) };
  });
  admin.delete("/review/:id", async (request) => {
    await reviews.delete(idParams.parse(request.params).id);
    return { success: true };
  });
}
