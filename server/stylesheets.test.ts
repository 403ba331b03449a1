import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stylesheetReader } from "./stylesheets.ts";

describe("stylesheetReader", () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "stylesheets-"));
    mkdirSync(path.join(folder, "assets"));
    writeFileSync(path.join(folder, "assets", "app-Ab12_c.css"), "body{color:red}");
    writeFileSync(path.join(folder, "secret.css"), "not an asset");
    writeFileSync(path.join(folder, "assets", "app.js"), "alert(1)");
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("reads a built stylesheet once and keeps its text", () => {
    const read = stylesheetReader(folder);
    expect(read("/assets/app-Ab12_c.css")).toBe("body{color:red}");
    writeFileSync(path.join(folder, "assets", "app-Ab12_c.css"), "body{color:blue}");
    expect(read("/assets/app-Ab12_c.css")).toBe("body{color:red}");
  });

  it("answers null for a stylesheet that is not there", () => {
    expect(stylesheetReader(folder)("/assets/gone-1234.css")).toBeNull();
  });

  it("reads nothing but /assets/*.css", () => {
    const read = stylesheetReader(folder);
    for (const href of [
      "/secret.css",
      "/assets/../secret.css",
      "/assets/..%2fsecret.css",
      "/assets/sub/app.css",
      "/assets/app.js",
      "assets/app-Ab12_c.css",
      "/assets/app-Ab12_c.css?x=1",
      "/assets/.css",
    ]) {
      expect(read(href), href).toBeNull();
    }
  });
});
