import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "./http-errors.ts";
import { acceptsFiles, imageField, registerMultipart, TEXT_FIELD_LIMITS } from "./uploads.ts";
import { expectRefusal } from "../tests/support/refusal.ts";

/** A multipart body with text fields and files. */
function form(fields: Record<string, string>, files: [field: string, bytes: number][] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [field, size] of files) body.append(field, new Blob([new Uint8Array(size)]), `${field}.bin`);
  return body;
}

describe("multipart bodies, limited per route", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(errorHandler({ exposeInternals: false }));
    await registerMultipart(app);
    // A future gallery: up to three pictures of at most 1 KB each, besides a caption.
    const gallery = acceptsFiles({ pictures: { maxBytes: 1024, maxFiles: 3 } }, { config: { note: "kept" } });
    app.post("/gallery", gallery, async (request) => {
      const body = request.body as Record<string, unknown>;
      const pictures = [body.pictures ?? []].flat() as Buffer[];
      return {
        caption: body.caption,
        sizes: pictures.map((picture) => picture.length),
        note: (request.routeOptions.config as { note?: string }).note,
      };
    });
    app.post("/avatar", acceptsFiles({ avatar: imageField() }), async (request) => ({
      size: ((request.body as { avatar: Buffer }).avatar ?? Buffer.alloc(0)).length,
    }));
    app.post("/text-only", async (request) => request.body);
  });
  afterAll(async () => {
    await app.close();
  });

  it("puts text fields and the declared files on the body, keeping the route's other options", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/gallery",
      body: form({ caption: "Koh Bon" }, [
        ["pictures", 1000],
        ["pictures", 1024],
      ]),
    });
    expect(response.json()).toEqual({ caption: "Koh Bon", sizes: [1000, 1024], note: "kept" });
  });

  it("answers 413 naming the field whose file is too large", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/gallery",
      body: form({ caption: "x" }, [["pictures", 1025]]),
    });
    expectRefusal(response, 413, "pictures: the file is too large (1 KB at most)", "pictures");
  });

  it("answers 413 naming the field that got too many files", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/gallery",
      body: form({}, [
        ["pictures", 10],
        ["pictures", 10],
        ["pictures", 10],
        ["pictures", 10],
      ]),
    });
    expectRefusal(response, 413, "pictures: at most 3 file(s)", "pictures");
  });

  it("answers 400 to a file in a field the route does not take", async () => {
    for (const [url, field] of [
      ["/gallery", "avatar"],
      ["/text-only", "anything"],
    ] as const) {
      const response = await app.inject({ method: "POST", url, body: form({}, [[field, 10]]) });
      expectRefusal(response, 400, `${field} does not take a file here`, field);
    }
  });

  it("takes an image up to the one size limit, and names the field past it", async () => {
    const fits = await app.inject({
      method: "POST",
      url: "/avatar",
      body: form({}, [["avatar", 5 * 1024 * 1024]]),
    });
    expect(fits.json()).toEqual({ size: 5 * 1024 * 1024 });
    const tooLarge = await app.inject({
      method: "POST",
      url: "/avatar",
      body: form({}, [["avatar", 5 * 1024 * 1024 + 1]]),
    });
    expectRefusal(tooLarge, 413, "avatar: the file is too large (5 MB at most)", "avatar");
  });

  it("answers 413 naming a text field that is too long, and to too many fields", async () => {
    const long = await app.inject({
      method: "POST",
      url: "/text-only",
      body: form({ user: "x".repeat(TEXT_FIELD_LIMITS.fieldSize + 1) }),
    });
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({ success: false, field: "user" });
    expect(long.json().message).toMatch(/^user: text too long/);

    const many = Object.fromEntries(
      Array.from({ length: TEXT_FIELD_LIMITS.fields + 1 }, (_, i) => [`f${i}`, "v"]),
    );
    const tooMany = await app.inject({ method: "POST", url: "/text-only", body: form(many) });
    expectRefusal(tooMany, 413, `Too many form fields (at most ${TEXT_FIELD_LIMITS.fields})`);
  });

  it("keeps a field sent twice as a list", async () => {
    const body = new FormData();
    body.append("tag", "reef");
    body.append("tag", "wreck");
    const response = await app.inject({ method: "POST", url: "/text-only", body });
    expect(response.json()).toEqual({ tag: ["reef", "wreck"] });
  });
});
