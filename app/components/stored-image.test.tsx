import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { StoredImg } from "./stored-image.tsx";

const id = "0b6f1c2e-7a3d-4c55-9e11-2f3a4b5c6d7e";
const placeholder = "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAA=";
const image: StoredImage = {
  id,
  url: `/uploads/${id}.webp`,
  alt: "Manta ray over the reef",
  width: 960,
  height: 640,
  variants: [
    { format: "avif", width: 320, url: `/uploads/${id}-320w.avif` },
    { format: "webp", width: 320, url: `/uploads/${id}-320w.webp` },
    { format: "avif", width: 960, url: `/uploads/${id}.avif` },
    { format: "webp", width: 960, url: `/uploads/${id}.webp` },
    { format: "avif", width: 640, url: `/uploads/${id}-640w.avif` },
    { format: "webp", width: 640, url: `/uploads/${id}-640w.webp` },
  ],
  placeholder,
};

describe("StoredImg", () => {
  it("renders a picture with AVIF then WebP sources at every width, with sizes, and a lazy img with its size", () => {
    const html = renderToStaticMarkup(
      <StoredImg image={image} className="card-image" sizes="(min-width: 1024px) 30vw, 100vw" />,
    );
    expect(html).toBe(
      `<picture class="stored-picture">` +
        `<source type="image/avif" srcSet="/uploads/${id}-320w.avif 320w, /uploads/${id}-640w.avif 640w, /uploads/${id}.avif 960w" sizes="(min-width: 1024px) 30vw, 100vw"/>` +
        `<source type="image/webp" srcSet="/uploads/${id}-320w.webp 320w, /uploads/${id}-640w.webp 640w, /uploads/${id}.webp 960w" sizes="(min-width: 1024px) 30vw, 100vw"/>` +
        `<img class="card-image has-placeholder" style="background-image:url(&quot;${placeholder}&quot;)" src="/uploads/${id}.webp" alt="Manta ray over the reef" width="960" height="640" loading="lazy" decoding="async"/>` +
        `</picture>`,
    );
  });

  it("loads a priority picture at once, with high priority, and sizes defaults to the full width", () => {
    const html = renderToStaticMarkup(<StoredImg image={image} priority alt="" />);
    expect(html).toContain('<img class="has-placeholder"');
    // HTML attribute names are case-insensitive; React writes fetchPriority as it is spelled in JSX.
    expect(html.toLowerCase()).toContain(
      'alt="" width="960" height="640" loading="eager" decoding="auto" fetchpriority="high"/>',
    );
    expect(html).not.toContain("lazy");
    expect(html.match(/sizes="100vw"/g)).toHaveLength(2);
  });

  it("still renders an image saved before variants existed, as a plain img", () => {
    const old: StoredImage = { id, url: `/uploads/${id}.webp`, alt: "Old boat", width: 1200, height: 800 };
    const html = renderToStaticMarkup(<StoredImg image={old} />);
    expect(html).toBe(
      `<img src="/uploads/${id}.webp" alt="Old boat" width="1200" height="800" loading="lazy" decoding="async"/>`,
    );
  });

  it("draws no placeholder that is not a base64 data: image, so a stored value cannot reach outside url()", () => {
    for (const odd of [
      "https://evil.example/x.png",
      'data:image/webp;base64,AAAA"), url("https://evil.example/',
    ]) {
      expect(renderToStaticMarkup(<StoredImg image={{ ...image, placeholder: odd }} />)).not.toContain(
        "background-image",
      );
    }
  });
});
