/**
 * The refusals of a form's files, worded once for both readers of multipart forms: the API's
 * (server/uploads.ts) and the admin screens' actions (app/lib/catalog-actions.server.ts). Each names
 * the field, so a screen shows it beside the file input and an API client knows what to change.
 */
import { AppError } from "../shared/errors.ts";
import { formatBytes } from "./limits.ts";

/** A file in a field that takes none (400). */
export function notAFileField(field: string): AppError {
  return AppError.badRequest(`${field} does not take a file here`, field);
}

/** More files in a field than it takes (413). */
export function tooManyFiles(field: string, most: number): AppError {
  return new AppError("too_large", `${field}: at most ${most} file(s)`, field);
}

/** A file over its field's size (413). */
export function fileTooLarge(field: string, maxBytes: number): AppError {
  return new AppError(
    "too_large",
    `${field}: the file is too large (${formatBytes(maxBytes)} at most)`,
    field,
  );
}
