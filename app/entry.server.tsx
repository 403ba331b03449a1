import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from "../core/shared/db-errors.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { InlineStylesheetProvider } from "./lib/site-stylesheet.tsx";

export const streamTimeout = 10_000;

/**
 * Errors of loaders, actions and rendering, as React Router reports them. A visitor's mistake (a 4xx
 * React Router answers itself, e.g. a POST to a page without a form) is not a failure worth a stack
 * trace in the log; an aborted request neither.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // The database out of reach: orErrorScreen's 503, or a loader that met it without going through
  // orErrorScreen (a 500 that would read as our own failure). Either way the page answers 503 with
  // Retry-After, as the API does (a thrown answer's own headers do not reach the document's).
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  const unavailable = (error: unknown) =>
    isDatabaseUnavailable(error) || (isRouteErrorResponse(error) && error.status === 503);
  if (errors.some(unavailable)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and the first paint of every page get the whole document (content rendered on the server).
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesheetProvider value={loadContext.inlineStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
