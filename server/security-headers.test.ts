import { createHash } from "node:crypto";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScripts,
  nextNonce,
  nonceSource,
  registerSecurityHeaders,
} from "./security-headers.ts";

describe("CSP nonces", () => {
  it("are 128 random bits, never the same twice", () => {
    const nonces = Array.from({ length: 2_000 }, nextNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("inline scripts and their hashes", () => {
  it("finds the text of every inline script, and none of a script loaded from a file", () => {
    const html =
      '<head><script>a()</script><script type="module" async="">import "x";\n</script>' +
      '<script src="/assets/x.js"></script><SCRIPT type="application/ld+json">{"é":1}</SCRIPT></head>' +
      "<body><p>no script</p><script></script></body>";
    expect(inlineScripts(html)).toEqual(["a()", 'import "x";\n', '{"é":1}', ""]);
  });

  it("lists each script's SHA-256 in the policy, as a browser computes it", () => {
    const app = Fastify();
    const headers = registerSecurityHeaders(app, { isProduction: true, viteDev: false });
    const policy = headers.policyWithHashes(["a()", "é"]);
    // The browser hashes the script's UTF-8 bytes: sha256("a()") in base64, computed independently.
    const expected = (text: string) =>
      createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64");
    expect(policy).toContain(
      `script-src 'self' 'sha256-${expected("a()")}' 'sha256-${expected("é")}' https://js.stripe.com;`,
    );
    expect(policy).not.toContain("nonce");
    expect(headers.policyWithHashes([])).toContain("script-src 'self' https://js.stripe.com;");
  });
});

describe("the security headers", () => {
  async function answer(options: { isProduction: boolean; viteDev: boolean }) {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get("/", async (request) => ({ nonce: request.cspNonce, again: request.cspNonce }));
    const response = await app.inject("/");
    await app.close();
    return response;
  }

  it("carry the policy built for this request's nonce, and the fixed headers", async () => {
    for (const isProduction of [false, true]) {
      const response = await answer({ isProduction, viteDev: false });
      const csp = String(response.headers["content-security-policy"]);
      const { nonce, again } = response.json<{ nonce: string; again: string }>();
      expect(again).toBe(nonce);
      expect(csp).toBe(contentSecurityPolicy([nonceSource(nonce)], { isProduction, viteDev: false }));
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["strict-transport-security"] !== undefined).toBe(isProduction);
    }
  });

  it("give each request its own nonce", async () => {
    const first = await answer({ isProduction: true, viteDev: false });
    const second = await answer({ isProduction: true, viteDev: false });
    expect(first.json<{ nonce: string }>().nonce).not.toBe(second.json<{ nonce: string }>().nonce);
  });

  it("leave the nonce out under Vite's development server", async () => {
    const response = await answer({ isProduction: false, viteDev: true });
    expect(response.headers["content-security-policy"]).toBe(
      contentSecurityPolicy(["'nonce-unused'"], { isProduction: false, viteDev: true }),
    );
  });
});
