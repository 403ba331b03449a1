import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, nextNonce, registerSecurityHeaders } from "./security-headers.ts";

describe("CSP nonces", () => {
  it("are 128 random bits, never the same twice across several refills of the pool", () => {
    const nonces = Array.from({ length: 2_000 }, nextNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("the security headers", () => {
  async function answer(options: { isProduction: boolean; viteDev: boolean }) {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get("/", async () => ({ ok: true }));
    const response = await app.inject("/");
    await app.close();
    return response;
  }

  it("carry the policy built for this request's nonce, and the fixed headers", async () => {
    for (const isProduction of [false, true]) {
      const response = await answer({ isProduction, viteDev: false });
      const csp = String(response.headers["content-security-policy"]);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
      expect(csp).toBe(contentSecurityPolicy(nonce, { isProduction, viteDev: false }));
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["strict-transport-security"] !== undefined).toBe(isProduction);
    }
  });

  it("leave the nonce out under Vite's development server", async () => {
    const response = await answer({ isProduction: false, viteDev: true });
    expect(response.headers["content-security-policy"]).toBe(
      contentSecurityPolicy("unused", { isProduction: false, viteDev: true }),
    );
  });
});
