/**
 * `npm run cluster`: the production shape on one machine, for a check (docs/operations.md): N Node
 * processes of the built site on one PostgreSQL database, nginx in front with deploy/nginx's
 * configuration (proxy cache, static assets from the build), until Ctrl-C, which stops everything it
 * started by its own PID and deletes its temporary folders.
 *
 *   npm run build && npm run cluster                     # 2 processes, a throwaway PostgreSQL, port 8080
 *   CLUSTER_PROCESSES=4 CLUSTER_PORT=8081 DATABASE_URL=postgres://… npm run cluster
 *   npm run cluster -- --print-nginx                     # deploy/nginx's file filled in, nothing started
 *
 * Without DATABASE_URL a throwaway PostgreSQL cluster is made (tests/setup/postgres-cluster.ts) and the
 * demo content seeded. The processes share one DATA_DIR (its session secret and uploads: one machine);
 * the first starts (migrates, seeds) before the others. Tests and the bench use `startSiteCluster`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { projectPath } from "../core/shared/project-path.ts";
import { startCluster as startPostgres } from "../tests/setup/postgres-cluster.ts";
import { freePort, type ServerProcess, startServerProcess } from "../tests/support/server-process.ts";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export type NginxSettings = {
  upstreamPorts: readonly number[];
  listen: string;
  serverName: string;
  cacheDir: string;
  clientDir: string;
  extra?: string;
};

/** deploy/nginx/andaman-liveaboards.conf with its @…@ words filled in. */
export function renderSiteConfig(settings: NginxSettings): string {
  const template = readFileSync(projectPath("deploy", "nginx", "andaman-liveaboards.conf"), "utf8");
  const servers = settings.upstreamPorts.map((port) => `server 127.0.0.1:${port};`).join("\n    ");
  const values: Record<string, string> = {
    UPSTREAM_SERVERS: servers,
    LISTEN: settings.listen,
    SERVER_NAME: settings.serverName,
    CACHE_DIR: settings.cacheDir,
    CLIENT_DIR: settings.clientDir,
    EXTRA: settings.extra ?? "",
  };
  // The file's own comments name the words too: they stay as they are.
  return template
    .split("\n")
    .map((line) =>
      line.trimStart().startsWith("#")
        ? line
        : line.replace(/@([A-Z_]+)@/g, (word, name: string) => values[name] ?? word),
    )
    .join("\n");
}

/**
 * A whole nginx.conf for a non-daemon nginx in `prefix`: everything it writes stays there. Root runs the
 * workers as root here (a check on a developer's machine): a real installation keeps its distribution's
 * nginx.conf, user and all, and includes only the site's file.
 */
export function renderStandaloneConfig(prefix: string, site: string, staticRoot?: string): string {
  const isRoot = process.getuid?.() === 0;
  const bare = staticRoot
    ? `
    # The same bytes as files, for the bench's comparison (not part of the site's configuration).
    server {
        listen 127.0.0.1:${staticRoot.split("|")[0]};
        root ${staticRoot.split("|")[1]};
        default_type text/html;
        etag off;
    }`
    : "";
  return `${isRoot ? "user root;\n" : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    types {
        text/html html; text/css css; application/javascript js mjs; application/json json;
        image/svg+xml svg; image/png png; image/jpeg jpg jpeg; image/webp webp; image/avif avif;
        font/woff2 woff2; text/plain txt; application/xml xml;
    }
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 10000;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${site
  .split("\n")
  .map((line) => (line ? `    ${line}` : line))
  .join("\n")}
${bare}
}
`;
}

export type SiteCluster = {
  /** nginx's address: the site as visitors reach it. */
  url: string;
  processes: ServerProcess[];
  databaseUrl: string;
  nginxPid: number;
  stop(): Promise<void>;
};

export type SiteClusterOptions = {
  processes?: number;
  port?: number;
  /** An existing database; without it a throwaway PostgreSQL cluster is made and removed on stop. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Serves `files` (a folder) as they are on this port too, beside the site (the bench's comparison). */
  staticCopy?: { port: number; folder: string };
  /** Adds a header naming the process that answered (for tests). */
  showUpstream?: boolean;
  /** The throwaway PostgreSQL with fsync and synchronous commit on (benchmarks); off otherwise. */
  durablePostgres?: boolean;
};

/** Waits until something answers on the port, or fails after `seconds`. */
async function waitForPort(url: string, seconds: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (exited()) throw new Error(`nothing started at ${url}`);
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nothing answered at ${url} in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startSiteCluster(options: SiteClusterOptions = {}): Promise<SiteCluster> {
  if (!existsSync(NGINX)) {
    throw new Error(`No nginx at ${NGINX}: apt-get install nginx (or set NGINX_BIN).`);
  }
  const count = options.processes ?? 2;
  const stops: (() => unknown)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch {
        // Keep stopping the rest.
      }
    }
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const postgres = await startPostgres({ durable: options.durablePostgres });
      stops.push(() => postgres.stop());
      databaseUrl = postgres.url;
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-cluster-data-"));
    stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      ...options.env,
    };
    const processes: ServerProcess[] = [];
    const stopProcess = (server: ServerProcess) => async () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      server.child.kill("SIGTERM");
      const timer = setTimeout(() => server.child.kill("SIGKILL"), 25_000);
      await server.exited;
      clearTimeout(timer);
    };
    // The first migrates and seeds an empty database; the others then start together.
    const first = await startServerProcess(env, { startSeconds: 120 });
    processes.push(first);
    stops.push(stopProcess(first));
    const rest = await Promise.all(Array.from({ length: count - 1 }, () => startServerProcess(env)));
    for (const server of rest) {
      processes.push(server);
      stops.push(stopProcess(server));
    }

    const prefix = mkdtempSync(path.join(tmpdir(), "site-cluster-nginx-"));
    stops.push(() => rmSync(prefix, { recursive: true, force: true }));
    for (const folder of ["cache", "body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
      mkdirSync(path.join(prefix, folder));
    }
    const port = options.port ?? (await freePort());
    const site = renderSiteConfig({
      upstreamPorts: processes.map((server) => Number(new URL(server.url).port)),
      listen: `listen 127.0.0.1:${port};`,
      serverName: "localhost",
      cacheDir: path.join(prefix, "cache"),
      clientDir: projectPath("build", "client"),
      extra: options.showUpstream ? "add_header X-Upstream $upstream_addr always;" : "",
    });
    const staticRoot = options.staticCopy
      ? `${options.staticCopy.port}|${options.staticCopy.folder}`
      : undefined;
    const configFile = path.join(prefix, "nginx.conf");
    writeFileSync(configFile, renderStandaloneConfig(prefix, site, staticRoot));
    const nginx: ChildProcess = spawn(
      NGINX,
      ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", configFile, "-g", "daemon off;"],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    const nginxExited = new Promise<void>((resolve) => nginx.once("exit", () => resolve()));
    stops.push(async () => {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      // QUIT: nginx finishes the requests in flight, then exits.
      nginx.kill("SIGQUIT");
      const timer = setTimeout(() => nginx.kill("SIGKILL"), 10_000);
      await nginxExited;
      clearTimeout(timer);
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForPort(`${url}/api/v1/health`, 10, () => nginx.exitCode !== null);
    return { url, processes, databaseUrl, nginxPid: nginx.pid!, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function main() {
  if (process.argv.includes("--print-nginx")) {
    process.stdout.write(
      renderSiteConfig({
        upstreamPorts: [3001, 3002],
        listen: "listen 80;",
        serverName: "example.com",
        cacheDir: "/var/cache/nginx/andaman",
        clientDir: projectPath("build", "client"),
      }),
    );
    return;
  }
  const processes = Number(process.env.CLUSTER_PROCESSES ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
    throw new Error("CLUSTER_PROCESSES must be a whole number from 1 to 16");
  }
  const cluster = await startSiteCluster({
    processes,
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    databaseUrl: process.env.DATABASE_URL,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
  });
  console.log(
    `The site is at ${cluster.url} (nginx ${cluster.nginxPid}) in front of ` +
      cluster.processes.map((server) => `${server.url} (${server.child.pid})`).join(", ") +
      `, on ${cluster.databaseUrl}. Ctrl-C stops them all.`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("stopping…");
    await cluster.stop();
    console.log("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
