/**
 * The real server process: starts on a fresh data folder (migrates, creates the first admin, seeds),
 * drains an in-flight request on SIGTERM and exits 0, and restarts with every piece of data kept.
 * Runs against PGlite and against a PostgreSQL server (DATABASE_URL).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../support/server-process.ts";
import { createTestDatabase } from "../support/test-database.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "server-process-"));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: "owner@example.com",
  ADMIN_PASSWORD: "correct horse battery staple",
};

/** Sends a POST whose body is only half there, so the request stays in flight until `finish` is called. */
function halfSentRequest(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let response = "";
  socket.on("data", (chunk) => {
    response += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(response)));
  const body = JSON.stringify({ hello: "world" });
  socket.write(
    `POST /api/v1/in-flight HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
  );
  return { finish: () => socket.write(body.slice(5)), closed };
}

describe(`server process on ${process.env.TEST_DB}`, () => {
  beforeAll(async () => {
    if (process.env.TEST_DB === "postgres") {
      const database = await createTestDatabase();
      await database.close();
      env.DATABASE_URL = database.url!;
    }
  });

  let firstSeedCount = 0;

  it("starts on a fresh data folder, serves seeded pages, and drains an in-flight request on SIGTERM", async () => {
    const server = await startServerProcess(env);
    try {
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ success: true, database: { up: true } });

      const boats = (await (await fetch(`${server.url}/api/v1/boats`)).json()) as {
        boats: { slug: string }[];
      };
      firstSeedCount = boats.boats.length;
      expect(firstSeedCount).toBeGreaterThan(0);
      const boatPage = await fetch(`${server.url}/boat/${boats.boats[0]!.slug}`);
      expect(boatPage.status).toBe(200);
      expect(server.output()).toContain("First administrator created: owner@example.com");

      const request = halfSentRequest(server.url);
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(server.child.exitCode).toBeNull(); // still draining the open request
      request.finish();
      const response = await request.closed;
      expect(response).toMatch(/^HTTP\/1\.1 404/);
      expect(response).toContain('"success":false');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  });

  it("restarts with all data kept: no second admin, no second seed, same session secret", async () => {
    const secret = readFileSync(path.join(dataDir, "session-secret"), "utf8");
    const server = await startServerProcess(env);
    try {
      const boats = (await (await fetch(`${server.url}/api/v1/boats`)).json()) as { boats: unknown[] };
      expect(boats.boats.length).toBe(firstSeedCount);
      expect(server.output()).not.toContain("First administrator created");
      expect(server.output()).not.toContain("demo content seeded");
      expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(secret);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  });

  it("refuses to start with a bad setting, naming it", async () => {
    await expect(startServerProcess({ ...env, PORT: "not-a-port" })).rejects.toThrow(/PORT: /);
  });
});
