/**
 * Security headers on every answer (ASVS 3.4): a Content-Security-Policy with a fresh nonce per
 * request (the server-rendered page puts it on its scripts), the card-payment provider's origins,
 * frame-ancestors, nosniff, Referrer-Policy, and HSTS in production.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The CSP nonce of this request's page. */
    cspNonce: string;
  }
}

/** Origins the card-payment provider (Stripe) loads its scripts, frames and calls from. */
export const paymentProviderOrigins = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

export function contentSecurityPolicy(
  nonce: string,
  options: { isProduction: boolean; viteDev: boolean },
): string {
  const p = paymentProviderOrigins;
  // Vite's development server injects inline scripts and talks over a websocket; the nonce would
  // switch 'unsafe-inline' off, so development leaves it out. Production always has the nonce.
  const scriptSrc = options.viteDev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...p.script]
    : ["'self'", `'nonce-${nonce}'`, ...p.script];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scriptSrc],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...p.img]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...p.connect, ...(options.viteDev ? ["ws:", "wss:"] : [])]],
    ["frame-src", p.frame],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  if (options.isProduction) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; viteDev: boolean },
): void {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (request, reply) => {
    // A 304 carries no policy: the browser would lay a new nonce over the body it kept, whose scripts
    // carry the nonce of the answer it came with, and refuse them all.
    if (reply.statusCode !== 304) {
      reply.header("Content-Security-Policy", contentSecurityPolicy(request.cspNonce, options));
    }
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    if (options.isProduction) {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });
}
