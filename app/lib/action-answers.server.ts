/**
 * How a page action answers when it cannot do what was asked. Screens write through route actions
 * that call core (decision 0031); every action answers a refusal in one shape, `{ error, field?,
 * fields? }`, with the status the shared table gives the error's code (core/shared/errors.ts), so a
 * not-found is a 404 and a conflict a 409 on a page exactly as on the API.
 *
 *   try { await context.services.x.save(parsed.data); return { done: "Saved." }; }
 *   catch (error) { return actionFailed(error); }
 *
 * The screen reads the answer with `useActionData` (or a fetcher's `data`) and shows `error` in its
 * alert and `fields[name]` beside each field.
 */
import { data } from "react-router";
import { type z, ZodError } from "zod";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "../../core/shared/db-errors.ts";
import { isAppError, statusByCode } from "../../core/shared/errors.ts";
import { formFields, readFormData } from "./form-data.server.ts";
import { firstErrors } from "./use-schema-form.ts";

/** What every refused action answers: a sentence for the alert, and the wrong fields when known. */
export type ActionRefusal = {
  error: string;
  /** The field the error is about, when one is (a service's AppError names it). */
  field?: string;
  /** The first message for each wrong field of a form that failed its schema. */
  fields?: Record<string, string>;
  /** What the error carries besides its message, as the API answers it (a wrong second-factor code's step). */
  details?: Record<string, unknown>;
};

/** A refusal the action itself decides (an unknown intent, a missing choice): 400. */
export function refused(message: string, field?: string) {
  return data<ActionRefusal>(field ? { error: message, field } : { error: message }, { status: 400 });
}

/**
 * The refusal of a post over its address's allowance (the server tells the action, `context.overLimit`):
 * 429 with the server's sentence, or null when the post is within it. An action the server limits
 * answers this first, before it reads the form.
 */
export function overLimit(context: { overLimit: string | null }) {
  return context.overLimit === null
    ? null
    : data<ActionRefusal>({ error: context.overLimit }, { status: 429 });
}

/**
 * A form that failed its zod schema: 400, a message per field, and as the sentence `summary` when the
 * screen shows the fields' messages itself, or else the first field's message.
 */
export function invalidForm(error: ZodError, summary?: string) {
  const fields = firstErrors(error.issues);
  const first = error.issues[0];
  const field = first ? String(first.path[0] ?? "") || undefined : undefined;
  return data<ActionRefusal>(
    { error: summary ?? first?.message ?? "Please check the form", ...(field ? { field } : {}), fields },
    { status: 400 },
  );
}

/**
 * The first steps of an action the server limits (a visitor's sign-up, contact, forgotten password): the
 * 429 of a post over its allowance, else the form read against `schema`, a form that fails it refused as
 * `invalidForm` refuses it. The action returns `refusal` when there is one; otherwise it goes on with
 * `fields`, and reads from `form` what the schema does not hold (the human check's key, a file).
 */
export async function limitedForm<Schema extends z.ZodType>(
  context: { overLimit: string | null },
  request: Request,
  schema: Schema,
): Promise<
  | { refusal: ReturnType<typeof invalidForm> }
  | { refusal?: undefined; form: FormData; fields: z.output<Schema> }
> {
  const limited = overLimit(context);
  if (limited) return { refusal: limited };
  const form = await readFormData(request);
  const parsed = schema.safeParse(formFields(form));
  if (!parsed.success) return { refusal: invalidForm(parsed.error) };
  return { form, fields: parsed.data };
}

/**
 * A service call that failed: a domain error answers its message with its code's status; input the
 * service parsed itself and refused answers like a form that failed its schema; a database out of
 * reach answers 503 in plain words. Anything else is a fault and goes on to the error screen (500, no
 * details), as in a loader.
 */
export function actionFailed(error: unknown) {
  if (error instanceof ZodError) return invalidForm(error);
  if (isAppError(error)) {
    const body: ActionRefusal = { error: error.message };
    if (error.field) body.field = error.field;
    if (error.extra) body.details = error.extra;
    return data<ActionRefusal>(body, { status: statusByCode[error.code] });
  }
  if (isDatabaseUnavailable(error))
    return data<ActionRefusal>({ error: UNAVAILABLE_MESSAGE }, { status: 503 });
  throw error;
}
