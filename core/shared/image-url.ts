/**
 * Spec: "Upload-host image URLs are rewritten to automatic quality and format."
 *
 * The upload host is Cloudinary's delivery host, `res.cloudinary.com`. Its URLs look like
 * `https://res.cloudinary.com/<cloud>/image/upload/[<transformation>/…][v<version>/]<public id>`, and a
 * transformation segment such as `q_auto,f_auto/` right after `/upload/` asks Cloudinary to choose the
 * quality and the format (WebP or AVIF where the browser takes it) itself.
 *
 * Every other URL is left alone, notably this site's own `/uploads/…` images, which the server already
 * stores re-encoded as WebP.
 */

const UPLOAD_HOST = "res.cloudinary.com";
const UPLOAD_PATH = "/image/upload/";

/** Base for reading relative URLs ("/uploads/a.webp"): they resolve to this host, so are never rewritten. */
const RELATIVE_BASE = "https://relative.invalid";

/**
 * Cloudinary's transformation parameter keys. A path segment is a transformation segment when every
 * comma-separated part is `<key>_<value>` with one of these keys, so a folder such as `my_trips` is not
 * mistaken for one.
 */
const KEYS =
  "a ac af b bo br c co cs d dl dn dpr du e eo f fl fn fps g h if ki l o p pg q r so sp t u vc vs w x y z";
const TRANSFORMATION_KEYS = new Set(KEYS.split(" "));

/** Cloudinary's URL signature segment (`s--<8 characters>--`); a rewritten signed URL would be refused. */
const SIGNATURE_SEGMENT = /^s--[\w-]{8}--$/;

type UploadUrl = {
  /** Everything up to and including `/image/upload/`. */
  head: string;
  /** The transformation segments right after it, split into their parts ("q_auto", "w_800"). */
  transformations: string[][];
  /** The rest: version, public id, query, fragment. */
  tail: string;
};

function isTransformationPart(part: string): boolean {
  const underscore = part.indexOf("_");
  return underscore > 0 && underscore < part.length - 1 && TRANSFORMATION_KEYS.has(part.slice(0, underscore));
}

/** `q_auto` or a qualified `q_auto:good`; likewise for `f_auto`. */
function isAuto(part: string, key: "q" | "f"): boolean {
  return part === `${key}_auto` || part.startsWith(`${key}_auto:`);
}

function isOptimized(parts: string[]): boolean {
  return parts.some((p) => isAuto(p, "q")) && parts.some((p) => isAuto(p, "f"));
}

/**
 * Splits an upload-host URL into its parts, or gives `null` for any other URL, for a signed upload URL
 * (changing it would break the signature) and for a string that is not a URL.
 */
function splitUploadUrl(url: string): UploadUrl | null {
  let parsed: URL;
  try {
    parsed = new URL(url, RELATIVE_BASE);
  } catch {
    return null;
  }
  if (parsed.hostname !== UPLOAD_HOST || !parsed.pathname.includes(UPLOAD_PATH)) return null;
  // The path comes before any query or fragment, so the first occurrence in the text is the path's.
  const at = url.indexOf(UPLOAD_PATH);
  if (at < 0) return null; // the path was written differently (e.g. percent-encoded): leave it alone
  const head = url.slice(0, at + UPLOAD_PATH.length);
  let rest = url.slice(head.length);

  const transformations: string[][] = [];
  for (;;) {
    const slash = rest.indexOf("/");
    if (slash <= 0) break; // the last segment is the public id, never a transformation
    const segment = rest.slice(0, slash);
    if (/[?#]/.test(segment)) break;
    if (transformations.length === 0 && SIGNATURE_SEGMENT.test(segment)) return null;
    const parts = segment.split(",");
    if (!parts.every(isTransformationPart)) break;
    transformations.push(parts);
    rest = rest.slice(slash + 1);
  }
  return { head, transformations, tail: rest };
}

function joinUploadUrl({ head, transformations, tail }: UploadUrl): string {
  return head + transformations.map((parts) => `${parts.join(",")}/`).join("") + tail;
}

/**
 * Spec: "Upload-host image URLs are rewritten to automatic quality and format."
 *
 * For an upload-host URL (host `res.cloudinary.com`, path containing `/image/upload/`), inserts the
 * transformation `q_auto,f_auto/` right after `/upload/`:
 * `https://res.cloudinary.com/demo/image/upload/v1/reef.jpg` becomes
 * `https://res.cloudinary.com/demo/image/upload/q_auto,f_auto/v1/reef.jpg`.
 *
 * Idempotent: when a transformation segment already has both `q_auto` and `f_auto` (in any order, also
 * qualified, as `q_auto:good`), the URL is returned unchanged. Existing transformations (`c_fill,w_400/`)
 * are kept after the inserted segment, as a chained transformation.
 *
 * Returned unchanged: every other URL (other hosts, this site's `/uploads/…`, relative or invalid URLs),
 * Cloudinary URLs that are not `image/upload` (fetch, video, private), and signed upload URLs.
 */
export function optimizedImageUrl(url: string): string {
  const upload = splitUploadUrl(url);
  if (upload === null || upload.transformations.some(isOptimized)) return url;
  return joinUploadUrl({ ...upload, transformations: [["q_auto", "f_auto"], ...upload.transformations] });
}

/**
 * {@link optimizedImageUrl}, also asking the upload host to scale the image to `width` pixels wide, in the
 * same transformation segment: `…/image/upload/q_auto,f_auto,w_800/v1/reef.jpg`.
 *
 * When the URL already has a segment with `q_auto` and `f_auto` (e.g. from {@link optimizedImageUrl} or an
 * earlier call), its width is set (added or replaced) instead of adding a segment, so calling it again, with
 * the same or another width, never stacks transformations. Other URLs are returned unchanged and `width`
 * is then ignored.
 *
 * @throws RangeError when `width` is not a positive integer.
 */
export function responsiveImageUrl(url: string, width: number): string {
  if (!Number.isSafeInteger(width) || width < 1) {
    throw new RangeError(`Image width must be a positive whole number of pixels, got ${width}`);
  }
  const upload = splitUploadUrl(url);
  if (upload === null) return url;
  const widthPart = `w_${width}`;
  const index = upload.transformations.findIndex(isOptimized);
  const transformations =
    index < 0
      ? [["q_auto", "f_auto", widthPart], ...upload.transformations]
      : upload.transformations.map((parts, i) =>
          i === index ? [...parts.filter((p) => !p.startsWith("w_")), widthPart] : parts,
        );
  return joinUploadUrl({ ...upload, transformations });
}
