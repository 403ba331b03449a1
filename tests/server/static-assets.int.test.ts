/**
 * The client build's scripts and styles are sent from the Brotli and gzip copies the build stores
 * beside them (scripts/precompress-plugin.ts), never compressed again per request: the copy the
 * visitor's browser accepts, with its length known up front, cached for a year, with the site's
 * security headers; the copies themselves are no addresses of their own.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../core/shared/project-path.ts";
import { pageServerForFile } from "../support/page-server.ts";

const assets = projectPath("build", "client", "assets");

describe(`precompressed client assets (${process.env.TEST_DB})`, () => {
  const site = pageServerForFile();

  /** The largest script the home page links (the framework's chunk): one the build surely compressed. */
  function largestScript(page: string) {
    const [name] = readdirSync(assets)
      .filter((file) => file.endsWith(".js") && page.includes(`/assets/${file}`))
      .sort((a, b) => statSync(`${assets}/${b}`).size - statSync(`${assets}/${a}`).size);
    return { url: `/assets/${name}`, file: `${assets}/${name}` };
  }

  it("sends the stored Brotli copy, or the gzip one, or the file, as the browser accepts", async () => {
    const home = await site.app.inject({ method: "GET", url: "/" });
    const { url, file } = largestScript(home.body);

    for (const [accepted, encoding, stored] of [
      ["br, gzip, deflate", "br", `${file}.br`],
      ["gzip", "gzip", `${file}.gz`],
      ["identity", undefined, file],
    ] as const) {
      const response = await site.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": accepted },
      });
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers["content-encoding"], accepted).toBe(encoding);
      // The stored bytes as they are, their length sent up front: nothing compressed them on the way.
      expect(response.rawPayload.equals(readFileSync(stored)), accepted).toBe(true);
      expect(response.headers["content-length"], accepted).toBe(String(readFileSync(stored).length));
      expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
      expect(response.headers["vary"]).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("sends a style sheet's Brotli copy too, smaller than the file", async () => {
    const name = readdirSync(assets).find((file) => file.endsWith(".css"))!;
    const response = await site.app.inject({
      method: "GET",
      url: `/assets/${name}`,
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/css/);
    expect(response.rawPayload.length).toBeLessThan(readFileSync(`${assets}/${name}`).length);
  });

  it("sends every script the home page links from a stored copy, the route manifest too", async () => {
    const home = await site.app.inject({ method: "GET", url: "/" });
    const scripts = [...new Set(home.body.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.some((url) => url.includes("/manifest-"))).toBe(true);
    for (const url of scripts) {
      const file = `${assets}/${url.slice("/assets/".length)}`;
      const response = await site.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode, url).toBe(200);
      const body =
        response.headers["content-encoding"] === "br"
          ? brotliDecompressSync(response.rawPayload)
          : response.rawPayload;
      expect(body.equals(readFileSync(file)), url).toBe(true);
      // Files under 1 KB have no stored copy (too small to gain); every other one is sent from its copy.
      if (readFileSync(file).length >= 1024) {
        expect(response.rawPayload.equals(readFileSync(`${file}.br`)), url).toBe(true);
      }
    }
  });

  it("does not serve the stored copies at addresses of their own", async () => {
    const { url, file } = largestScript((await site.app.inject({ method: "GET", url: "/" })).body);
    // The copies exist on disk, so a 404 means they are not served, not that they are missing.
    expect(readFileSync(`${file}.br`).length).toBeGreaterThan(0);
    for (const copy of [`${url}.br`, `${url}.gz`]) {
      const response = await site.app.inject({ method: "GET", url: copy });
      expect(response.statusCode, copy).toBe(404);
    }
  });
});
