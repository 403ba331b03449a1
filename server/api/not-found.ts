import type { FastifyReply, FastifyRequest } from "fastify";

/** Inside /api the HTML app never answers: an unknown call is a JSON 404. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ success: false, message: `No such API call: ${request.method} ${request.url}` });
}
