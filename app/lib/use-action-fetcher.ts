/**
 * A screen that stays put while it saves (a panel, a list row, a form whose state lives in the
 * browser) posts to its own route's action through a fetcher (decision 0031). The action's answer is
 * handed over once, when the fetcher is idle again (use-action-request.ts, `useFetcherAnswers`): a
 * refusal (`{ error, field? }`, app/lib/action-answers.server.ts) is shown as a warning and given to
 * `onRefused`; any other answer goes to `onDone`.
 */
import { type ShouldRevalidateFunction, type SubmitOptions } from "react-router";
import { showAlert } from "./alerts.tsx";
import type { ActionRefusal } from "./action-answers.server.ts";
import { isRefusal, useFetcherAnswers } from "./use-action-request.ts";

type Handlers<T> = {
  onDone?: (answer: T) => void;
  onRefused?: (refusal: ActionRefusal) => void;
};

export function useActionFetcher<T>(handlers: Handlers<T> = {}) {
  const fetcher = useFetcherAnswers((answer) => {
    if (answer === undefined) return;
    if (isRefusal(answer)) {
      showAlert({ message: answer.error, type: "warning" });
      handlers.onRefused?.(answer);
    } else {
      handlers.onDone?.(answer as T);
    }
  });
  return {
    /** Posts to this route's action: a form (with files) or, with `json`, typed values. */
    submit: (body: FormData | Record<string, unknown>, options: SubmitOptions = {}) =>
      fetcher.submit(body, {
        encType: body instanceof FormData ? "multipart/form-data" : "application/json",
        ...options,
      }),
    busy: fetcher.busy,
  };
}

/**
 * A route's `shouldRevalidate` for a screen its action can delete: after `{ deleted }` the screen is
 * left at once, and reading its item again would only be a 404.
 */
export const leftWhenDeleted: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { deleted?: unknown } | undefined)?.deleted ? false : defaultShouldRevalidate;
