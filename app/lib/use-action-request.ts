/**
 * A form of a panel or modal posting to a route's action with a fetcher (decision 0031), for screens
 * whose steps run in the browser (a human check, a second factor) and that stay on the page: `send`
 * posts and resolves with the action's answer once the fetcher is idle again (after React Router has
 * reloaded the page's data, so the header already shows a new sign-in).
 *
 *   const save = useActionRequest<typeof action>("/account/password");
 *   const answer = await save({ oldPassword, password });
 *   if (answer.ok) showAlert({ message: answer.data.done, type: "success" });
 *   else showAlert({ message: answer.error, type: "warning" });
 *
 * A refusal is the actions' one shape (`{ error, field?, fields?, details? }`,
 * app/lib/action-answers.server.ts); anything else the action answers is its success.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
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

export function useActionRequest<Action extends (...args: never[]) => unknown>(action: string) {
  type Data = Success<Action>;
  const fetcher = useFetcher<Action>();
  const pending = useRef<((result: ActionResult<Data>) => void) | null>(null);

  useEffect(() => {
    const resolve = pending.current;
    if (fetcher.state !== "idle" || !resolve) return;
    pending.current = null;
    const answer: unknown = fetcher.data;
    if (typeof answer !== "object" || answer === null) resolve({ ok: false, error: NETWORK_ERROR_MESSAGE });
    else if (isRefusal(answer)) resolve({ ok: false, ...answer });
    else resolve({ ok: true, data: answer as Data });
  }, [fetcher.state, fetcher.data]);

  return (body: FormData | Record<string, string>): Promise<ActionResult<Data>> =>
    new Promise((resolve) => {
      pending.current = resolve;
      void fetcher.submit(body, {
        method: "post",
        action,
        ...(body instanceof FormData ? { encType: "multipart/form-data" } : {}),
      });
    });
}
