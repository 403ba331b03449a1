/**
 * The real server process: starts on a fresh data folder (migrates, creates the first admin, seeds),
 * drains an in-flight request on SIGTERM and exits 0, and restarts with every piece of data kept.
 * Runs against PGlite and against a PostgreSQL server (DATABASE_URL).
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { demoBoats } from "../../db/seed/demo-content.ts";
import { killServerProcesses, type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { tempFolder } from "../support/temp-folder.ts";
import { createTestDatabase } from "../support/test-database.ts";

const dataDir = tempFolder("server-process-");
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: "owner@example.com",
  ADMIN_PASSWORD: "correct horse battery staple",
};

/**
 * Sends a POST whose body is only half there, so the request stays in flight until `finish` is called.
 * The connection asks to be kept alive, as browsers' do: the server must close it itself once the answer
 * is sent, or the shutdown would wait for the client.
 */
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
      `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 5)}`,
  );
  return { finish: () => socket.write(body.slice(5)), closed };
}

/** Waits until the server has printed `text` (its log is JSON lines). */
function printed(server: ServerProcess, text: string) {
  return vi.waitFor(() => expect(server.output()).toContain(text), { timeout: 10_000, interval: 20 });
}

describe(`server process on ${process.env.TEST_DB}`, () => {
  afterEach(killServerProcesses);
  beforeAll(async () => {
    if (process.env.TEST_DB === "postgres") {
      const database = await createTestDatabase();
      await database.close();
      env.DATABASE_URL = database.url!;
    }
  });

  let firstSeedSlugs: string[] = [];

  // Start-up draws and stores the demo pictures: allow for a busy machine.
  it("starts on a fresh data folder, serves seeded pages, and drains an in-flight request on SIGTERM", async () => {
    const server = await startServerProcess(env);
    try {
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ success: true, database: { up: true } });

      const boats = (await (await fetch(`${server.url}/api/v1/boats`)).json()) as {
        boats: { slug: string }[];
      };
      firstSeedSlugs = boats.boats.map((boat) => boat.slug);
      expect([...firstSeedSlugs].sort()).toEqual(demoBoats.map((boat) => boat.slug).sort());
      const boatPage = await fetch(`${server.url}/boat/${firstSeedSlugs[0]}`);
      expect(boatPage.status).toBe(200);
      expect(server.output()).toContain("First administrator created: owner@example.com");
      // The embedded database is the build's ready copy (db/pglite-template.ts), not created afresh.
      if (process.env.TEST_DB === "pglite") {
        expect(server.output()).toContain("embedded database created from the build's template");
      }

      const request = halfSentRequest(server.url);
      await printed(server, '"url":"/api/v1/in-flight"'); // the server has the request
      server.child.kill("SIGTERM");
      await printed(server, "shutting down: draining requests");
      expect(server.child.exitCode).toBeNull(); // still draining the open request
      request.finish();
      const response = await request.closed;
      expect(response).toMatch(/^HTTP\/1\.1 404/);
      expect(response).toContain('"success":false');
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  }, 90_000);

  it("restarts with all data kept: no second admin, no second seed, same session secret", async () => {
    const secret = readFileSync(path.join(dataDir, "session-secret"), "utf8");
    const server = await startServerProcess(env);
    try {
      const boats = (await (await fetch(`${server.url}/api/v1/boats`)).json()) as {
        boats: { slug: string }[];
      };
      expect(boats.boats.map((boat) => boat.slug)).toEqual(firstSeedSlugs);
      expect(server.output()).not.toContain("First administrator created");
      expect(server.output()).not.toContain("demo content seeded");
      expect(server.output()).not.toContain("embedded database created");
      expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(secret);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exited, server.output()).toBe(0);
    }
  }, 60_000);

  it("refuses to start with a bad setting, naming it", async () => {
    await expect(startServerProcess({ ...env, PORT: "not-a-port" })).rejects.toThrow(/PORT: /);
  });
});
