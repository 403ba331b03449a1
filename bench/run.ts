/**
 * `npm run bench`: requests per second and p99 latency of the server-rendered home page and a JSON
 * call, each beside a bare node:http server answering the same bytes in the same run, printed as
 * ratios. Needs the production build (`npm run build`). Loopback only; bounded in time.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServerProcess } from "../tests/support/server-process.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Figures = { rps: number; p99: number; errors: number; non2xx: number };

async function measure(url: string, duration = seconds): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers: { "accept-encoding": "identity" } });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A bare node:http server that answers every request with the given bytes. */
async function bareServer(body: Buffer, contentType: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": contentType, "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    SESSION_SECRET: "b".repeat(40),
    PUBLIC_URL: "http://127.0.0.1",
  });
  const rows: string[] = [];
  try {
    const targets = [
      { name: "home page (SSR)", path: "/", type: "text/html; charset=utf-8" },
      { name: "JSON call GET /api/v1/boats", path: "/api/v1/boats", type: "application/json; charset=utf-8" },
    ];
    console.log(
      `Benchmark: ${seconds} s per target, ${connections} connections, loopback, Node ${process.version}`,
    );
    for (const target of targets) {
      const url = `${server.url}${target.path}`;
      const body = Buffer.from(
        await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
      );
      const bare = await bareServer(body, target.type);
      try {
        await measure(url, 3); // warm-up pass is discarded
        const app = await measure(url);
        const baseline = await measure(bare.url);
        rows.push(
          `| ${target.name} | ${body.length} B | ${app.rps.toFixed(0)} | ${app.p99} ms | ${baseline.rps.toFixed(0)} | ${baseline.p99} ms | ${(app.rps / baseline.rps).toFixed(3)} | ${app.errors + app.non2xx} |`,
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
}

await main();
