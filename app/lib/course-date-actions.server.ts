/**
 * The course dates editor's action on /admin/course/{id} (decision 0031): the editor posts JSON
 * (`{ intent, dateId?, ...fields }`, numbers as numbers) which is parsed with the schemas of the API's
 * course-date calls and handed to the same course date service.
 *
 * Intents: `add-date` (a new date of the course), `save-date` (the date `dateId`, only what is given
 * changes) and `cancel-date` (the date `dateId`; its students are told and refunded).
 */
import type { AppLoadContext } from "react-router";
import { courseDateCreateSchema, courseDateUpdateSchema } from "../../core/courses/course-schemas.ts";
import { actionFailed, invalidForm, refused } from "./action-answers.server.ts";
import { isId } from "../../core/shared/ids.ts";
import { readJsonObject } from "./form-data.server.ts";
import { requireAdmin } from "./guards.server.ts";

/** Whether a request to the course form is the dates editor's (JSON) rather than the course's form. */
export const isJsonRequest = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").startsWith("application/json");

export async function courseDateAction({
  context,
  request,
  courseId,
}: {
  context: AppLoadContext;
  request: Request;
  courseId: string;
}) {
  requireAdmin(context);
  const { intent, dateId, ...fields } = await readJsonObject(request);
  const { courseDates } = context.services;
  if (intent !== "add-date" && (typeof dateId !== "string" || !isId(dateId))) {
    return refused("dateId must be a course date's id", "dateId");
  }
  const id = String(dateId);
  try {
    if (intent === "add-date") {
      const parsed = courseDateCreateSchema.safeParse(fields);
      if (!parsed.success) return invalidForm(parsed.error);
      await courseDates.create(courseId, parsed.data);
      return { done: "Date added" };
    }
    if (intent === "save-date") {
      const parsed = courseDateUpdateSchema.safeParse(fields);
      if (!parsed.success) return invalidForm(parsed.error);
      await courseDates.update(id, parsed.data);
      return { done: "Date saved" };
    }
    if (intent === "cancel-date") {
      await courseDates.cancel(id);
      return { done: "Date cancelled: its students were told" };
    }
    return refused("Choose what to do with the date: add, save or cancel", "intent");
  } catch (error) {
    return actionFailed(error);
  }
}
