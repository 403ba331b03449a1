/**
 * `npm run bench`: requests per second and p99 latency of the home page and a boat page for a visitor
 * (from the anonymous page cache) and for a signed-in customer (rendered every time), and of the boats
 * list JSON, the trips list JSON and the schedule page, each beside a bare node:http server
 * (bench/bare-server.ts, in its own process) answering the same bytes in the same run, printed as
 * ratios. Then the production shape (bench/proxy.ts): pages and the trips JSON through nginx in front of
 * two processes beside nginx serving the same bytes from a file, and booking commits at 50 buyers split
 * across the two processes (BENCH_PROXY=false leaves it out, BENCH_PROXY=only runs it alone; it needs
 * nginx). Needs the production build
 * (`npm run build`). Loopback only; bounded in time.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { ChallengeJson } from "../core/human-check/human-check.ts";
import { solveForTests } from "../core/human-check/solve.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { benchProxyShape } from "./proxy.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Figures = { rps: number; p99: number; errors: number; non2xx: number };

async function measure(url: string, headers: Record<string, string>, duration = seconds): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { "accept-encoding": "identity", ...headers },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One GET, its bytes as sent (fetch would undo a Content-Encoding). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * A bare node:http server that answers every request with the given bytes, in a process of its own as
 * the site's server is: in the bench's own process it would share a core with the load generator and
 * make every ratio look better than it is.
 */
async function bareServer(
  body: Buffer,
  contentType: string,
  encoding?: string,
): Promise<{ url: string; close: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-bare-"));
  const file = path.join(folder, "body");
  writeFileSync(file, body);
  const script = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", script, file, contentType, ...(encoding ? [encoding] : [])],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(String(chunk).trim()));
    child.once("exit", (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Registers a customer through the API (solving the human check as the browser would): their Cookie header. */
async function signedInCookie(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/v1/human-check/challenge`)).json()) as ChallengeJson;
  const form = new FormData();
  form.append(
    "user",
    JSON.stringify({
      title: "Ms",
      firstName: "Bench",
      lastName: "Marker",
      email: `bench.${Date.now()}@example.com`,
      phone: "+49 170 1234567",
      country: "Germany",
      countryCode: "de",
      password: "manta rays at koh bon",
    }),
  );
  form.append("key", await solveForTests(challenge));
  const response = await fetch(`${baseUrl}/api/v1/register`, { method: "POST", body: form });
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (response.status !== 201 || !cookie) {
    throw new Error(`registering the bench customer failed: ${response.status} ${await response.text()}`);
  }
  return cookie;
}

async function main() {
  if (process.env.BENCH_PROXY === "only") {
    for (const line of await benchProxyShape(measure, rawGet)) console.log(line);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SESSION_SECRET: "b".repeat(40),
      PUBLIC_URL: "http://127.0.0.1",
    },
    // The first start seeds the demo, slow on a busy machine.
    { startSeconds: 180 },
  );
  const rows: string[] = [];
  try {
    const cookie = await signedInCookie(server.url);
    const boats = (await (await fetch(`${server.url}/api/v1/boats`)).json()) as { boats: { slug: string }[] };
    const boatPath = `/boat/${boats.boats[0]?.slug ?? "no-boat-seeded"}`;
    const html = "text/html; charset=utf-8";
    const signedIn = { cookie };
    const targets: {
      name: string;
      path: string;
      type: string;
      headers: Record<string, string>;
      cache: string;
    }[] = [
      { name: "home `/`, visitor (cache)", path: "/", type: html, headers: {}, cache: "hit" },
      {
        name: "home `/`, visitor (cache), browser's Accept-Encoding",
        path: "/",
        type: html,
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
        cache: "hit",
      },
      {
        name: "home `/`, visitor (cache), gzip only",
        path: "/",
        type: html,
        headers: { "accept-encoding": "gzip" },
        cache: "hit",
      },
      {
        name: `boat \`${boatPath}\`, visitor (cache)`,
        path: boatPath,
        type: html,
        headers: {},
        cache: "hit",
      },
      { name: "home `/`, signed in (rendered)", path: "/", type: html, headers: signedIn, cache: "bypass" },
      {
        name: `boat \`${boatPath}\`, signed in (rendered)`,
        path: boatPath,
        type: html,
        headers: signedIn,
        cache: "bypass",
      },
      {
        name: "JSON `GET /api/v1/boats`, visitor (cache)",
        path: "/api/v1/boats",
        type: "application/json; charset=utf-8",
        headers: {},
        cache: "hit",
      },
      {
        name: "JSON `GET /api/v1/trips`, visitor (cache)",
        path: "/api/v1/trips",
        type: "application/json; charset=utf-8",
        headers: {},
        cache: "hit",
      },
      {
        name: "schedule `/trip-schedules`, visitor (cache)",
        path: "/trip-schedules",
        type: html,
        headers: {},
        cache: "hit",
      },
    ];
    console.log(
      `Benchmark: ${seconds} s per target, ${connections} connections, loopback, Node ${process.version}`,
    );
    for (const target of targets) {
      const url = `${server.url}${target.path}`;
      const headers = { "accept-encoding": "identity", ...target.headers };
      await rawGet(url, headers); // a visitor's first request stores the page
      const sample = await rawGet(url, headers);
      if (sample.status !== 200 || sample.headers["x-cache"] !== target.cache) {
        throw new Error(`${target.path}: ${sample.status}, x-cache ${String(sample.headers["x-cache"])}`);
      }
      const body = sample.body;
      const bare = await bareServer(body, target.type, sample.headers["content-encoding"]);
      try {
        await measure(url, target.headers, 3); // warm-up pass is discarded
        const app = await measure(url, target.headers);
        const baseline = await measure(bare.url, {});
        rows.push(
          `| ${target.name} | ${body.length} B ${sample.headers["content-encoding"] ?? ""} | ${app.rps.toFixed(0)} | ${app.p99} ms | ${baseline.rps.toFixed(0)} | ${baseline.p99} ms | ${(app.rps / baseline.rps).toFixed(3)} | ${app.errors + app.non2xx} |`,
        );
      } finally {
        bare.close();
      }
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    "\n| target | bytes | app req/s | app p99 | bare node:http req/s | bare p99 | app/bare | errors |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  // The production shape: nginx in front of two processes on PostgreSQL (bench/proxy.ts).
  if (process.env.BENCH_PROXY !== "false") {
    for (const line of await benchProxyShape(measure, rawGet)) console.log(line);
  }
}

await main();
