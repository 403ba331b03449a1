/**
 * Multipart bodies (forms with files), read in one place. A route declares the file fields it takes
 * and their limits (`acceptsFiles`); every other field is text. The body lands on `request.body` like a
 * JSON one: `{ user: "{…}", avatar: <Buffer> }` (a field sent more than once becomes an array).
 *
 * Whatever is wrong with such a body is the sender's doing, and answered so: a missing boundary, a body
 * cut short, a file in a field the route does not take (400); a file over its field's limit, too many
 * files, fields or too long a text (413, naming the field).
 */
import fastifyMultipart, { type MultipartFile, type MultipartValue } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { formatBytes, MAX_IMAGE_BYTES } from "../core/images/limits.ts";
import { fileTooLarge, notAFileField, tooManyFiles } from "../core/images/upload-refusals.ts";
import { AppError, isAppError } from "../core/shared/errors.ts";

/** One file field of a route: how large each file may be and how many the field takes. */
export type FileField = { maxBytes: number; maxFiles?: number };
export type FileFields = Readonly<Record<string, FileField>>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The file fields a route takes (see `acceptsFiles`); a route without takes no files. */
    files?: FileFields;
  }
}

/** An image field: one file (an avatar) or several (a gallery), each at most MAX_IMAGE_BYTES. */
export const imageField = (maxFiles = 1): FileField => ({ maxBytes: MAX_IMAGE_BYTES, maxFiles });

/** Text fields of any form: how many, and how long each. */
export const TEXT_FIELD_LIMITS = { fields: 20, fieldSize: 100_000 };

/**
 * Route options declaring the files a route takes, merged into its other options:
 * `api.post("/register", acceptsFiles({ avatar: imageField() }, perClient(10, "1 hour")), handler)`.
 */
export function acceptsFiles<Options extends { config?: object }>(
  files: FileFields,
  options?: Options,
): Options & { config: { files: FileFields } } {
  return { ...(options as Options), config: { ...options?.config, files } };
}

/** Registers the multipart parser and the hook that reads every multipart body of `scope`'s routes. */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart);
  scope.addHook("preValidation", async (request) => {
    if (!request.isMultipart()) return;
    request.body = await readMultipartBody(request, request.routeOptions.config.files ?? {});
  });
}

async function readMultipartBody(
  request: FastifyRequest,
  files: FileFields,
): Promise<Record<string, unknown>> {
  const rules = Object.values(files);
  const maxFiles = rules.reduce((sum, rule) => sum + (rule.maxFiles ?? 1), 0);
  const limits = {
    ...TEXT_FIELD_LIMITS,
    // Each field checks its own size; this caps what the parser buffers for any file.
    fileSize: Math.max(0, ...rules.map((rule) => rule.maxBytes)) + 1,
    // One more than the route takes, so a file too many reaches the check that names its field.
    files: maxFiles + 1,
  };
  const body: Record<string, unknown> = {};
  const fileCounts = new Map<string, number>();
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === "field") {
        add(body, part.fieldname, readText(part));
        continue;
      }
      const rule = files[part.fieldname];
      if (!rule) {
        part.file.resume();
        throw notAFileField(part.fieldname);
      }
      const count = (fileCounts.get(part.fieldname) ?? 0) + 1;
      fileCounts.set(part.fieldname, count);
      if (count > (rule.maxFiles ?? 1)) {
        part.file.resume();
        throw tooManyFiles(part.fieldname, rule.maxFiles ?? 1);
      }
      add(body, part.fieldname, await readFile(part, rule));
    }
  } catch (error) {
    throw asClientError(error);
  }
  return body;
}

function readText(part: MultipartValue): unknown {
  if (part.valueTruncated) {
    throw new AppError(
      "too_large",
      `${part.fieldname}: text too long (${formatBytes(TEXT_FIELD_LIMITS.fieldSize)} at most)`,
      part.fieldname,
    );
  }
  return part.value;
}

async function readFile(part: MultipartFile, rule: FileField): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > rule.maxBytes) throw fileTooLarge(part.fieldname, rule.maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function add(body: Record<string, unknown>, name: string, value: unknown): void {
  const existing = body[name];
  if (existing === undefined) body[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else body[name] = [existing, value];
}

/** Any failure while reading the body is the body's fault: 400, or 413 for a limit. */
function asClientError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  let answer: AppError;
  if (code === "FST_FILES_LIMIT") {
    answer = new AppError("too_large", "Too many files");
  } else if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
    answer = new AppError("too_large", `Too many form fields (at most ${TEXT_FIELD_LIMITS.fields})`);
  } else if (typeof statusCode === "number" && statusCode < 500 && message) {
    // The plugin's own refusals, e.g. "prototype property is not allowed as field name".
    answer = AppError.badRequest(`The form data could not be read: ${message}`);
  } else {
    // The parser's errors ("Boundary not found", "Unexpected end of multipart data"…).
    answer = AppError.badRequest("The form data could not be read: it is malformed or incomplete");
  }
  return Object.assign(answer, { cause: error });
}
