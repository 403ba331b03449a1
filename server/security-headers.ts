/**
 * Security headers on every answer (ASVS 3.4): a Content-Security-Policy, the card-payment provider's
 * origins, frame-ancestors, nosniff, Referrer-Policy, and HSTS in production.
 *
 * The policy names the page's inline scripts one of two ways (decision 0010). A page rendered for one
 * request carries a fresh nonce on its scripts, made the first time the request reads `cspNonce`. A page
 * the anonymous page cache stores is rendered without a nonce and its policy lists the SHA-256 of each
 * inline script instead ({@link SecurityHeaders.policyWithHashes}, set by the cache): the same bytes and
 * the same policy then suit every visitor, and a proxy that keeps the page keeps a policy that fits it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The CSP nonce of this request's page (made on first read). */
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

/**
 * The policy whose script-src allows these sources besides 'self' and the payment provider: a page's
 * `'nonce-…'` or the `'sha256-…'` of each of its inline scripts.
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  options: { isProduction: boolean; viteDev: boolean },
): string {
  const p = paymentProviderOrigins;
  // Vite's development server injects inline scripts and talks over a websocket; a nonce or hash would
  // switch 'unsafe-inline' off, so development leaves them out.
  const scriptSrc = options.viteDev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...p.script]
    : ["'self'", ...scriptSources, ...p.script];
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

/** A fresh nonce from the operating system's CSPRNG. */
export function nextNonce(): string {
  return randomBytes(NONCE_BYTES).toString("base64");
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/** The CSP source of one inline script's text (its UTF-8 bytes, as the browser hashes them). */
export const hashSource = (scriptText: string) =>
  `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`;

/**
 * The text of every inline script of an HTML document, in order. Reads the markup React renders: a
 * script's text runs to the first `</script` (as in the browser's parser), and a `<script src>` has none.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (!/\ssrc\s*=/i.test(match[1]!)) found.push(match[2]!);
  }
  return found;
}

/**
 * Cross-Origin-Opener-Policy: a window of another site keeps no handle on ours. Every answer carries it
 * except an anonymous catalogue page from the page cache, which drops it (server/page-cache.ts).
 */
export const OPENER_POLICY_HEADER = "Cross-Origin-Opener-Policy";

export type SecurityHeaders = {
  /** The policy of a page whose inline scripts have these texts (no nonce). */
  policyWithHashes(scripts: readonly string[]): string;
};

const nonceKey = Symbol("cspNonce");

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; viteDev: boolean },
): SecurityHeaders {
  // The policy around its nonce and the fixed headers are the same for every answer: built once.
  const NONCE = "\u0000";
  const [policyBefore, policyAfter] = contentSecurityPolicy([nonceSource(NONCE)], options).split(NONCE);
  // Development's policy has no nonce (see contentSecurityPolicy).
  const policyFor = (nonce: string) =>
    policyAfter === undefined ? policyBefore : `${policyBefore}${nonce}${policyAfter}`;
  const fixedHeaders: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    [OPENER_POLICY_HEADER]: "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    ...(options.isProduction ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };

  // Made on first read: an answer from the page cache never needs one (a random draw per request was
  // 5 % of a cached answer's time).
  app.decorateRequest("cspNonce", {
    getter(this: FastifyRequest & { [nonceKey]?: string }) {
      return (this[nonceKey] ??= nextNonce());
    },
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    // A 304 carries no policy: the browser would lay it over the body it kept. An answer that already
    // has one (the page cache's, by hashes) keeps it.
    if (reply.statusCode !== 304 && !reply.hasHeader("content-security-policy")) {
      reply.header("Content-Security-Policy", policyFor(request.cspNonce));
    }
    reply.headers(fixedHeaders);
    done(null, payload);
  });
  return {
    policyWithHashes: (scripts) => contentSecurityPolicy(scripts.map(hashSource), options),
  };
}
