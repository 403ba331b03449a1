/**
 * Security headers on every answer (ASVS 3.4): a Content-Security-Policy with a fresh nonce per
 * request (the server-rendered page puts it on its scripts), the card-payment provider's origins,
 * frame-ancestors, nosniff, Referrer-Policy, and HSTS in production.
 */
import { randomFillSync } from "node:crypto";
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

/** Bytes of one nonce: 128 bits, as CSP asks. */
const NONCE_BYTES = 16;
/** Nonces come from a pool of random bytes refilled 256 nonces at a time (as the uuid package does). */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/**
 * A fresh nonce: 16 bytes from the operating system's CSPRNG, each byte used once. One call to it
 * per request was 5 % of a cached answer's time (docs/performance.md, "Page cache").
 */
export function nextNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; viteDev: boolean },
): void {
  // The policy around its nonce and the fixed headers are the same for every answer: built once.
  const NONCE = "\u0000";
  const [policyBefore, policyAfter] = contentSecurityPolicy(NONCE, options).split(NONCE);
  // Development's policy has no nonce (see contentSecurityPolicy).
  const policyFor = (nonce: string) =>
    policyAfter === undefined ? policyBefore : `${policyBefore}${nonce}${policyAfter}`;
  const fixedHeaders: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    ...(options.isProduction ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };

  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", (request, _reply, done) => {
    request.cspNonce = nextNonce();
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    // A 304 carries no policy: the browser would lay a new nonce over the body it kept, whose scripts
    // carry the nonce of the answer it came with, and refuse them all.
    if (reply.statusCode !== 304) {
      reply.header("Content-Security-Policy", policyFor(request.cspNonce));
    }
    reply.headers(fixedHeaders);
    done(null, payload);
  });
}
