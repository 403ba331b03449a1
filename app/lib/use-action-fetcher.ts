/**
 * A screen that stays put while it saves (a panel, a list row, a form whose state lives in the
 * browser) posts to its own route's action through a fetcher (decision 0031). This hook hands the
 * action's answer over once, when the fetcher is idle again (after the loaders have been read again):
 * a refusal (`{ error, field? }`, app/lib/action-answers.server.ts) is shown as a warning and given to
 * `onRefused`; any other answer goes to `onDone`.
 */
import { useEffect, useRef } from "react";
import { type ShouldRevalidateFunction, type SubmitOptions, useFetcher } from "react-router";
import { showAlert } from "./alerts.tsx";
import type { ActionRefusal } from "./action-answers.server.ts";
import { isRefusal } from "./use-action-request.ts";

type Handlers<T> = {
  onDone?: (answer: T) => void;
  onRefused?: (refusal: ActionRefusal) => void;
};

export function useActionFetcher<T>(handlers: Handlers<T> = {}) {
  const fetcher = useFetcher();
  const latest = useRef(handlers);
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const answer: unknown = fetcher.data;
    if (fetcher.state !== "idle" || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    if (isRefusal(answer)) {
      showAlert({ message: answer.error, type: "warning" });
      latest.current.onRefused?.(answer);
    } else {
      latest.current.onDone?.(answer as T);
    }
  }, [fetcher.state, fetcher.data]);
  return {
    /** Posts to this route's action: a form (with files) or, with `json`, typed values. */
    submit: (body: FormData | Record<string, unknown>, options: SubmitOptions = {}) =>
      fetcher.submit(body as never, {
        method: "post",
        encType: body instanceof FormData ? "multipart/form-data" : "application/json",
        ...options,
      }),
    busy: fetcher.state !== "idle",
  };
}

/**
 * A route's `shouldRevalidate` for a screen its action can delete: after `{ deleted }` the screen is
 * left at once, and reading its item again would only be a 404.
 */
export const leftWhenDeleted: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { deleted?: unknown } | undefined)?.deleted ? false : defaultShouldRevalidate;
