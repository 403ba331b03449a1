/**
 * Screens that stay put while they save post to a route's action with a fetcher (decision 0031). Both
 * ways of reading the answer here stand on one hook, `useFetcherAnswers`, which hands over what the
 * action answered once per submission, when the fetcher is idle again (after React Router has read the
 * page's data again, so the header already shows a new sign-in):
 *
 * - `useActionRequest(path)`: a panel or modal whose steps run in the browser (a human check, a second
 *   factor) awaits the answer as a result:
 *
 *     const save = useActionRequest<typeof action>("/account/password");
 *     const answer = await save({ oldPassword, password });
 *     if (answer.ok) showAlert({ message: answer.data.done, type: "success" });
 *     else showAlert({ message: answer.error, type: "warning" });
 *
 * - `useActionFetcher({ onDone, onRefused })` (use-action-fetcher.ts): a screen posting to its own
 *   route, the refusal shown as a warning for it.
 *
 * A refusal is the actions' one shape (`{ error, field?, fields?, details? }`,
 * app/lib/action-answers.server.ts); anything else the action answers is its success.
 */
import { useEffect, useRef } from "react";
import { type SubmitOptions, useFetcher } from "react-router";
import type { ActionRefusal } from "./action-answers.server.ts";
import { NETWORK_ERROR_MESSAGE } from "./network-error.ts";

export type ActionResult<T> = { ok: true; data: T } | ({ ok: false } & ActionRefusal);

/** An action's success: whatever it answers besides the refusal every action shares. */
type Success<Action> = Exclude<ReturnType<typeof useFetcher<Action>>["data"], ActionRefusal | undefined>;

/** Whether an action's answer is the refusal every action shares (app/lib/action-answers.server.ts). */
export function isRefusal(answer: unknown): answer is ActionRefusal {
  return (
    typeof answer === "object" && answer !== null && "error" in answer && typeof answer.error === "string"
  );
}

/**
 * A fetcher whose every submission ends in one call of `onIdle` with what the action answered:
 * `undefined` when it answered nothing the page can read (a redirect, which React Router follows, or a
 * failure the error screen shows).
 */
export function useFetcherAnswers(onIdle: (answer: unknown) => void) {
  const fetcher = useFetcher();
  const waiting = useRef(false);
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !waiting.current) return;
    waiting.current = false;
    latest.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return {
    submit: (body: FormData | Record<string, unknown>, options: SubmitOptions) => {
      waiting.current = true;
      return fetcher.submit(body as never, { method: "post", ...options });
    },
    busy: fetcher.state !== "idle",
  };
}

export function useActionRequest<Action extends (...args: never[]) => unknown>(action: string) {
  type Data = Success<Action>;
  const pending = useRef<((result: ActionResult<Data>) => void) | null>(null);
  const fetcher = useFetcherAnswers((answer) => {
    const resolve = pending.current;
    pending.current = null;
    if (!resolve) return;
    if (typeof answer !== "object" || answer === null) resolve({ ok: false, error: NETWORK_ERROR_MESSAGE });
    else if (isRefusal(answer)) resolve({ ok: false, ...answer });
    else resolve({ ok: true, data: answer as Data });
  });

  return (body: FormData | Record<string, string>): Promise<ActionResult<Data>> =>
    new Promise((resolve) => {
      pending.current = resolve;
      void fetcher.submit(body, {
        action,
        ...(body instanceof FormData ? { encType: "multipart/form-data" } : {}),
      });
    });
}
