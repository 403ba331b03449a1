/**
 * Account calls (spec §7 Account), the human-check challenge and the contact form.
 * Bodies may be JSON, form-urlencoded or multipart (the spec sends each of them somewhere).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  contactSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  type StepUpProof,
  stepUpSchema,
  totpCodeSchema,
  updatePasswordSchema,
} from "../../core/accounts/account-schemas.ts";
import { PASSWORD_RESET_DONE } from "../../core/accounts/reset-link.ts";
import { toPublicUser } from "../../core/accounts/public-user.ts";
import { AppError } from "../../core/shared/errors.ts";
import { browserSession, requestMeta } from "../browser-session.ts";
import type { AppServices } from "../services.ts";
import { accountLimits, perClient } from "../request-limits.ts";
import { acceptsFiles, imageField } from "../uploads.ts";
import { requireUser } from "./guards.ts";

type Body = Record<string, unknown>;

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return body && typeof body === "object" && !Buffer.isBuffer(body) ? (body as Body) : {};
}

/** A field holding JSON (the spec's multipart `user` field), or an object when the body was JSON. */
function jsonField(body: Body, field: string): unknown {
  const value = body[field];
  if (typeof value !== "string") return value ?? {};
  try {
    return JSON.parse(value);
  } catch {
    throw AppError.badRequest(`${field} must be JSON`, field);
  }
}

function fileField(body: Body, field: string): Uint8Array | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === "") return undefined;
  if (Buffer.isBuffer(value)) return value;
  throw AppError.badRequest(`${field} must be an image file`, field);
}

function stringField(body: Body, field: string): string | undefined {
  const value = body[field];
  return typeof value === "string" ? value : undefined;
}

/**
 * The step-up proof of a change that could take the account over (decisions/0008): `currentPassword`
 * or `currentCode`, as fields of the body (JSON or multipart) or inside its `user` JSON.
 */
function stepUpProof(body: Body, user: unknown = {}): StepUpProof {
  const inUser = user && typeof user === "object" ? (user as Body) : {};
  return stepUpSchema.parse({
    currentPassword: body.currentPassword ?? inUser.currentPassword,
    currentCode: body.currentCode ?? inUser.currentCode,
  });
}

/** Forms with a profile picture take one image file in `avatar`. */
const AVATAR = { avatar: imageField() };

export function registerAccountRoutes(api: FastifyInstance, services: AppServices, isProduction: boolean) {
  const { accounts, humanCheck, contact } = services;
  const session = (request: FastifyRequest, reply: FastifyReply) =>
    browserSession(request, reply, services, isProduction);
  const meta = requestMeta;
  const limits = accountLimits(services.settings);

  api.post("/login", perClient(limits.login), async (request, reply) => {
    const input = loginSchema.parse(bodyOf(request));
    const outcome = await session(request, reply).login(input);
    switch (outcome.step) {
      case "signed-in":
        return { success: true, user: outcome.user };
      case "code":
        return { success: true, step: "code", mfaRequired: true, message: outcome.message };
      case "enrol":
        return {
          success: true,
          step: "enrol",
          mfaRequired: true,
          mfaEnrolment: outcome.enrolment,
          message: outcome.message,
        };
    }
  });

  api.post("/register", acceptsFiles(AVATAR, perClient(limits.register)), async (request, reply) => {
    const body = bodyOf(request);
    const input = registerSchema.parse(jsonField(body, "user"));
    const signedIn = await session(request, reply).register(input, {
      avatar: fileField(body, "avatar"),
      key: stringField(body, "key"),
    });
    reply.status(201);
    return { success: true, user: signedIn.user };
  });

  api.get("/me", async (request) => {
    const user = requireUser(request);
    return { success: true, user: toPublicUser(await accounts.getUser(user.id)) };
  });

  api.get("/logout", async (request, reply) => {
    await session(request, reply).logout();
    return { success: true, message: "Logged out" };
  });

  api.put("/me/update", acceptsFiles(AVATAR), async (request) => {
    const user = requireUser(request);
    const body = bodyOf(request);
    const fields = jsonField(body, "user");
    const input = profileSchema.parse(fields);
    const updated = await accounts.updateProfile(user.id, input, {
      avatar: fileField(body, "avatar"),
      proof: stepUpProof(body, fields),
      meta: meta(request),
    });
    return { success: true, user: updated };
  });

  api.put("/password/update", async (request) => {
    const user = requireUser(request);
    const input = updatePasswordSchema.parse(bodyOf(request));
    await accounts.updatePassword(
      user.id,
      input.oldPassword,
      input.password,
      request.sessionTokenHash ?? undefined,
    );
    return { success: true, message: "Password updated" };
  });

  api.post("/password/forgot", perClient(limits.forgotPassword), async (request) => {
    const input = forgotPasswordSchema.parse(bodyOf(request));
    return { success: true, message: await accounts.forgotPassword(input.email, input.key) };
  });

  api.put("/password/reset/:token", perClient(limits.resetPassword), async (request) => {
    // The service says what is wrong with a malformed, unknown, used or expired link.
    const { token } = z.object({ token: z.string() }).parse(request.params);
    await accounts.resetPassword(token, bodyOf(request));
    return { success: true, message: PASSWORD_RESET_DONE };
  });

  // The second factor, for any user who wants it (admins must have it). Replacing or removing one
  // that is on needs the step-up proof.
  api.post("/me/totp", async (request) => {
    const user = requireUser(request);
    const proof = stepUpProof(bodyOf(request));
    return { success: true, ...(await accounts.startTotpEnrolment(user.id, proof, meta(request))) };
  });
  api.post("/me/totp/confirm", async (request) => {
    const user = requireUser(request);
    const body = bodyOf(request);
    const { code } = z.object({ code: totpCodeSchema }).parse(body);
    const proof = stepUpProof(body);
    return { success: true, user: await accounts.confirmTotpEnrolment(user.id, code, proof, meta(request)) };
  });
  api.delete("/me/totp", async (request) => {
    const user = requireUser(request);
    const proof = stepUpProof(bodyOf(request));
    return { success: true, user: await accounts.disableTotp(user.id, proof, meta(request)) };
  });

  api.get("/human-check/challenge", perClient(limits.humanCheck), async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return humanCheck.createChallenge();
  });

  api.post("/contact", perClient(limits.contact), async (request) => {
    const body = bodyOf(request);
    const input = contactSchema.parse(jsonField(body, "user"));
    await contact.send(input, stringField(body, "key"));
    return { success: true, message: "Mail sent!" };
  });
}
