import { describe, expect, it } from "vitest";
import { optimizedImageUrl, responsiveImageUrl } from "./image-url.ts";

const HOST = "https://res.cloudinary.com/andaman";

describe("optimizedImageUrl (spec: upload-host image URLs get automatic quality and format)", () => {
  it.each([
    [
      `${HOST}/image/upload/v1712345678/boats/explorer.jpg`,
      `${HOST}/image/upload/q_auto,f_auto/v1712345678/boats/explorer.jpg`,
    ],
    [`${HOST}/image/upload/reef.png`, `${HOST}/image/upload/q_auto,f_auto/reef.png`],
    [
      `${HOST}/image/upload/sites/koh-bon/manta.jpg`,
      `${HOST}/image/upload/q_auto,f_auto/sites/koh-bon/manta.jpg`,
    ],
    [
      "http://res.cloudinary.com/andaman/image/upload/v1/a.jpg",
      "http://res.cloudinary.com/andaman/image/upload/q_auto,f_auto/v1/a.jpg",
    ],
    [
      "//res.cloudinary.com/andaman/image/upload/v1/a.jpg",
      "//res.cloudinary.com/andaman/image/upload/q_auto,f_auto/v1/a.jpg",
    ],
    [
      "https://RES.Cloudinary.com/andaman/image/upload/a.jpg",
      "https://RES.Cloudinary.com/andaman/image/upload/q_auto,f_auto/a.jpg",
    ],
  ])("rewrites %s", (url, expected) => {
    expect(optimizedImageUrl(url)).toBe(expected);
  });

  it("keeps the query string and fragment", () => {
    expect(optimizedImageUrl(`${HOST}/image/upload/v1/a.jpg?_a=BAVAEyBy0#top`)).toBe(
      `${HOST}/image/upload/q_auto,f_auto/v1/a.jpg?_a=BAVAEyBy0#top`,
    );
  });

  it("keeps existing transformations, after the inserted one", () => {
    expect(optimizedImageUrl(`${HOST}/image/upload/c_fill,w_400,h_300/v1/a.jpg`)).toBe(
      `${HOST}/image/upload/q_auto,f_auto/c_fill,w_400,h_300/v1/a.jpg`,
    );
  });

  it("does not take a folder with an underscore for a transformation", () => {
    expect(optimizedImageUrl(`${HOST}/image/upload/my_trips/q_4.jpg`)).toBe(
      `${HOST}/image/upload/q_auto,f_auto/my_trips/q_4.jpg`,
    );
  });

  it("is idempotent", () => {
    const once = optimizedImageUrl(`${HOST}/image/upload/v1/a.jpg`);
    expect(optimizedImageUrl(once)).toBe(once);
    expect(optimizedImageUrl(optimizedImageUrl(once))).toBe(once);
  });

  it.each([
    `${HOST}/image/upload/q_auto,f_auto/v1/a.jpg`,
    `${HOST}/image/upload/f_auto,q_auto/v1/a.jpg`,
    `${HOST}/image/upload/q_auto:good,f_auto/v1/a.jpg`,
    `${HOST}/image/upload/c_fill,w_400/q_auto,f_auto/v1/a.jpg`,
    `${HOST}/image/upload/q_auto,f_auto,w_800/v1/a.jpg`,
  ])("leaves %s alone: it already has q_auto and f_auto", (url) => {
    expect(optimizedImageUrl(url)).toBe(url);
  });

  it("adds the segment when only one of q_auto and f_auto is there", () => {
    expect(optimizedImageUrl(`${HOST}/image/upload/q_auto/v1/a.jpg`)).toBe(
      `${HOST}/image/upload/q_auto,f_auto/q_auto/v1/a.jpg`,
    );
  });

  it.each([
    ["this site's own uploads", "/uploads/boats/explorer.webp"],
    ["this site's own uploads, absolute", "https://andaman-liveaboards.test/uploads/boats/explorer.webp"],
    ["another host with the same path", "https://images.example.com/andaman/image/upload/v1/a.jpg"],
    ["a look-alike host", "https://res.cloudinary.com.example.com/andaman/image/upload/v1/a.jpg"],
    ["a sub-domain", "https://api.res.cloudinary.com/andaman/image/upload/v1/a.jpg"],
    ["a Cloudinary fetch URL", `${HOST}/image/fetch/https://example.com/a.jpg`],
    ["a Cloudinary video", `${HOST}/video/upload/v1/dive.mp4`],
    ["a private image", `${HOST}/image/private/v1/a.jpg`],
    ["a Cloudinary upload path only in the query", "https://example.com/img?src=/image/upload/a.jpg"],
    ["the path only in the query, on the host", `${HOST}/image/list?next=/image/upload/a.jpg`],
    ["a signed URL (the signature would break)", `${HOST}/image/upload/s--Ab3_dE-9--/v1/a.jpg`],
    ["a data URL", "data:image/png;base64,iVBORw0KGgo="],
    ["an empty string", ""],
    ["not a URL", "http://"],
    ["a relative path", "images/hero.jpg"],
  ])("leaves %s unchanged", (_, url) => {
    expect(optimizedImageUrl(url)).toBe(url);
  });
});

describe("responsiveImageUrl", () => {
  it("adds the width in the same transformation segment", () => {
    expect(responsiveImageUrl(`${HOST}/image/upload/v1/a.jpg`, 800)).toBe(
      `${HOST}/image/upload/q_auto,f_auto,w_800/v1/a.jpg`,
    );
  });

  it("adds the width to a URL optimizedImageUrl already rewrote", () => {
    expect(responsiveImageUrl(optimizedImageUrl(`${HOST}/image/upload/v1/a.jpg`), 400)).toBe(
      `${HOST}/image/upload/q_auto,f_auto,w_400/v1/a.jpg`,
    );
  });

  it("is idempotent, and a second width replaces the first", () => {
    const url = `${HOST}/image/upload/v1/a.jpg`;
    const w800 = responsiveImageUrl(url, 800);
    expect(responsiveImageUrl(w800, 800)).toBe(w800);
    expect(responsiveImageUrl(w800, 1200)).toBe(`${HOST}/image/upload/q_auto,f_auto,w_1200/v1/a.jpg`);
  });

  it("optimizedImageUrl leaves its result alone", () => {
    const url = responsiveImageUrl(`${HOST}/image/upload/v1/a.jpg`, 800);
    expect(optimizedImageUrl(url)).toBe(url);
  });

  it("keeps other transformations and the query", () => {
    expect(responsiveImageUrl(`${HOST}/image/upload/e_sharpen/v1/a.jpg?x=1`, 640)).toBe(
      `${HOST}/image/upload/q_auto,f_auto,w_640/e_sharpen/v1/a.jpg?x=1`,
    );
  });

  it("sets the width in an existing q_auto,f_auto segment, keeping its other parts", () => {
    expect(responsiveImageUrl(`${HOST}/image/upload/f_auto,q_auto:eco,c_limit/v1/a.jpg`, 300)).toBe(
      `${HOST}/image/upload/f_auto,q_auto:eco,c_limit,w_300/v1/a.jpg`,
    );
  });

  it.each([
    "/uploads/boats/explorer.webp",
    "https://images.example.com/a.jpg",
    `${HOST}/image/upload/s--Ab3_dE-9--/v1/a.jpg`,
    "",
  ])("leaves %j unchanged", (url) => {
    expect(responsiveImageUrl(url, 800)).toBe(url);
  });

  it.each([[0], [-100], [12.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "throws a RangeError for width %d",
    (width) => {
      expect(() => responsiveImageUrl(`${HOST}/image/upload/v1/a.jpg`, width)).toThrow(RangeError);
      expect(() => responsiveImageUrl("/uploads/a.webp", width)).toThrow(RangeError);
    },
  );
});
