// React Router's default Node entry (from @react-router/dev 8.4.0), plus `handleError`, which logs every
// unhandled loader, action and rendering error with the request id the error page shows (decision 011), and the
// Content-Security-Policy nonce the server chose for this response (decision 042) on every inline script React
// and React Router write. The nonce appears in the HTML only as itself (`nonce="…"`), never in another form, so
// a cached page's nonce can be swapped for the next response's by a plain text replacement. The HTML leaves out
// React Router's modulepreload hints (decision 046), and ready Suspense boundaries are written in place (decision 076).
// A page the page cache may keep is rendered whole before it is answered, as the cache and a bot need it: one
// buffer rather than a stream of small chunks (docs/benchmarks.md, "Uncached pages: the second round").
import { Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { AppError } from "~/modules/errors/app-error";
import { cspNonceOf } from "~/modules/http/content-security-policy.server";
import { removeModulePreloads, withoutModulePreloads } from "~/modules/http/script-hints.server";
import { isPageCacheRequest } from "~/modules/site/page-cache.server";
import { noteRequestFailure } from "~/modules/http/database-unavailable.server";
import { logRequestError, requestIdOf } from "~/modules/http/request-id.server";

export const streamTimeout = 5_000;

/**
 * Logs an error no route handled, on one line with the request id, method and path, the stack after it. Not
 * logged: requests the client abandoned, and a body cut off at its limit (the server answers 413 for those).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // The server answers 503 for a request that failed on an unreachable database (server/app-handler.ts).
  noteRequestFailure(request, error);
  if (error instanceof AppError && error.code === "payload_too_large") return;
  logRequestError(requestIdOf(request), request.method, new URL(request.url).pathname, error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const url = new URL(request.url);
  const userAgent = request.headers.get("user-agent");
  // Bots wait for all content, so they see complete pages; a page the cache may keep is held whole anyway.
  const whole =
    (userAgent !== null && isbot(userAgent)) ||
    routerContext.isSpaMode ||
    isPageCacheRequest({ method: request.method, pathname: url.pathname, cookieHeader: request.headers.get("cookie") ?? undefined });

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;

    // Abort the rendering stream after `streamTimeout`, so it has time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const stopTimer = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    const nonce = cspNonceOf(request);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // A Suspense boundary whose content is ready (a component whose code the browser loads on first render,
      // decision 076) is written in place, as a static import would be: React would otherwise move a large one past
      // the first 12.8 KB to the end of the stream, hidden until a script shows it, so without JavaScript it would
      // never show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
        if (whole) return;
        // The page's HTML without React Router's modulepreload hints, so scripts do not hold back the first paint.
        const body = withoutModulePreloads(stopTimer);
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onAllReady() {
        if (!whole || failed) return;
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, callback) {
            chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
            callback();
          },
          final(callback) {
            stopTimer();
            responseHeaders.set("Content-Type", "text/html");
            const html = removeModulePreloads(Buffer.concat(chunks));
            resolve(new Response(new Uint8Array(html), { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        failed = true;
        stopTimer();
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject above and are logged by handleError; these come while streaming.
        if (shellRendered) logRequestError(requestIdOf(request), request.method, url.pathname, error);
      },
    });
  });
}
