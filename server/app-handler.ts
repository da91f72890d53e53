// The HTTP layer in front of the app (decision 011): a request id on every request, malformed
// addresses and bodies over their limit refused before the app runs, Cache-Control: no-store on personal pages
// and a short public one on public pages for anonymous visitors (decision 036), and every failure
// answered with the app's own page, the details going to the log only. Cookies the auth library set while the
// app handled a request (a refreshed session) are added to its response (decision 011).
import { gunzipSync } from "node:zlib";
import type express from "express";
import type { LimitFunction } from "p-limit";
import { bodyLimitFor, bodyTooLargeMessage } from "~/modules/site/body-limits";
import { declaredLengthExceeds } from "~/modules/site/body-limits.server";
import { failedOnDatabase } from "~/modules/http/database-unavailable.server";
import { logInfo } from "~/modules/logging/logger.server";
import { loggablePath } from "~/modules/logging/redact";
import { runInRequest } from "~/modules/logging/request-context.server";
import { cachePolicyFor, varyWithCookie } from "~/modules/site/cache-policy.server";
import { NO_STORE } from "~/modules/site/no-store-pages";
import { CSP_NONCE_HEADER } from "~/modules/http/content-security-policy.server";
import {
  gzippedBodyForRequest,
  isCacheableAnswer,
  isPageCacheRequest,
  pageCacheKey,
  type CachedPage,
  type PageCache,
} from "~/modules/site/page-cache.server";
import { appendResponseCookies, collectResponseCookies } from "~/modules/http/response-cookies.server";
import { captureListingActivity, replayListingActivityInBackground } from "~/modules/listing-stats/record-listing-activity.server";
import { logRequestError, newRequestId, REQUEST_ID_HEADER, STATUS_PAGE_HEADER } from "~/modules/http/request-id.server";
import { createFetchRequest, fetchUrl, isResponseClosed, sendFetchResponse } from "./fetch-bridge";

/** The app as a Fetch handler: React Router's request handler over the server build. */
export type HandleRequest = (request: Request) => Promise<Response>;

/** Response header carrying the request id (the same id the error page shows and the log line starts with). */
export const RESPONSE_REQUEST_ID_HEADER = "X-Request-Id";

const API_MESSAGES: Record<number, string> = {
  400: "Malformed request address",
  500: "Unexpected server error",
  503: "Service temporarily unavailable",
};

const headerOf = (req: express.Request, name: string) => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

const requestIdOf = (req: express.Request) => headerOf(req, REQUEST_ID_HEADER);

/** Response header telling whether a public page came from the in-process page cache (`hit`) or was kept (`miss`). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** The Retry-After of a 503 answered while the database cannot be reached (decision 041). */
const RETRY_AFTER_UNAVAILABLE_SECONDS = 30;

/** How long a connection is still read, and what arrives discarded, after answering a body that was not read. */
const LINGER_MS = 5000;

/**
 * A body the app did not read (or that was cut off) is not drained: after the answer is sent, what the client
 * is still sending is read and discarded (nothing is kept, so memory does not grow) for at most
 * {@link LINGER_MS}, then the connection is closed. Lingering lets the client read the answer before the
 * close: a close with unread data makes the system reset the connection, and a client still writing its body
 * then sees the reset (EPIPE) instead of the 413. A cap on bytes instead of time fails on a fast link, where a
 * client sends a megabyte before it has read the answer.
 */
function closeIfBodyUnread(req: express.Request, res: express.Response): void {
  if (req.complete) return;
  // A request that asked for `Connection: close` would otherwise have its socket destroyed as soon as the answer
  // is written, with the unread body still arriving: the system then resets the connection and the client loses
  // the answer. Keeping the connection open lets the linger below decide when it closes.
  res.shouldKeepAlive = true;
  res.once("finish", () => {
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.resume();
  });
}

/** Whether a path cannot be percent-decoded (e.g. `/%`, `/%E0%A4%A`). */
export function isMalformedPath(path: string): boolean {
  try {
    // The result is used so the bundler cannot drop the call as free of side effects.
    return typeof decodeURIComponent(path) !== "string";
  } catch {
    return true;
  }
}

/**
 * Renders the app's own status page for `status` (400, 413, 500…) in answer to `req`: JSON `{ error }` for
 * /api/* paths, otherwise the root error boundary's page rendered by the app for a GET of the same path (or of
 * `/` when the path is malformed), asked for with {@link STATUS_PAGE_HEADER}. Never cached; the connection is
 * closed soon after when the request body was not read. Never throws: if the app cannot render, a plain text page with the
 * request id is sent.
 */
export async function sendStatusPage(
  handleRequest: HandleRequest,
  req: express.Request,
  res: express.Response,
  status: number,
  apiMessage = API_MESSAGES[status] ?? "Request refused",
): Promise<void> {
  if (isResponseClosed(res)) return;
  const requestId = requestIdOf(req);
  const headers = new Headers({ "Cache-Control": NO_STORE });
  // A database outage is usually a restart or failover: clients and crawlers may come back shortly.
  if (status === 503) headers.set("Retry-After", String(RETRY_AFTER_UNAVAILABLE_SECONDS));
  closeIfBodyUnread(req, res);
  const path = isMalformedPath(req.path) ? "/" : req.path;
  let response: Response;
  if (req.path.startsWith("/api/")) {
    response = Response.json({ error: apiMessage }, { status, headers });
  } else {
    try {
      const page = await handleRequest(
        new Request(fetchUrl(req, path).href, {
          headers: {
            [STATUS_PAGE_HEADER]: String(status),
            [REQUEST_ID_HEADER]: requestId ?? "",
            // The page's scripts carry the nonce of the Content-Security-Policy already set on this response.
            [CSP_NONCE_HEADER]: req.get(CSP_NONCE_HEADER) ?? "",
            accept: "text/html",
          },
        }),
      );
      for (const [name, value] of page.headers) if (!headers.has(name)) headers.set(name, value);
      response = new Response(page.body, { status, headers });
    } catch (error) {
      logRequestError(requestId, req.method, req.path, error);
      headers.set("Content-Type", "text/plain; charset=utf-8");
      response = new Response(`Something went wrong. Reference: ${requestId ?? "-"}\n`, { status, headers });
    }
  }
  try {
    await sendFetchResponse(res, response);
  } catch {
    res.destroy();
  }
}

/**
 * One access log line per request once its response is sent or abandoned (decision 041): method, path without
 * its query string and with secret segments removed ({@link loggablePath}), status, duration in ms, response
 * bytes as declared, and the request id; `aborted` when the client left first. Never headers, cookies or bodies.
 */
function logAccess(req: express.Request, res: express.Response, requestId: string): void {
  const startedAt = performance.now();
  res.once("close", () => {
    const length = Number(res.getHeader("content-length"));
    logInfo("request", {
      requestId,
      method: req.method,
      path: loggablePath(req.originalUrl),
      status: res.statusCode,
      ms: Math.round(performance.now() - startedAt),
      ...(Number.isFinite(length) ? { bytes: length } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}

/**
 * The first middleware of the server: gives the request a new id (header {@link REQUEST_ID_HEADER} for the app,
 * replacing any value the client sent, and {@link RESPONSE_REQUEST_ID_HEADER} on the response), removes a
 * client's {@link STATUS_PAGE_HEADER}, and answers a malformed path with the 400 status page before any static
 * file handler or router tries to decode it. What follows runs in the request's logging context (every log line
 * carries the id), and one access line is logged per request.
 */
export function createRequestPrelude(handleRequest: HandleRequest): express.RequestHandler {
  return (req, res, next) => {
    const requestId = newRequestId();
    req.headers[REQUEST_ID_HEADER] = requestId;
    delete req.headers[STATUS_PAGE_HEADER];
    res.setHeader(RESPONSE_REQUEST_ID_HEADER, requestId);
    logAccess(req, res, requestId);
    runInRequest(requestId, () => {
      if (isMalformedPath(req.path)) {
        void sendStatusPage(handleRequest, req, res, 400);
        return;
      }
      next();
    });
  };
}

/**
 * Sends a kept page in one write, as it is kept: gzipped, with this request's values already in it (decision 095), so
 * the compression middleware leaves it alone; `cacheAnswer` says whether it was found kept or kept just now by this
 * request (decision 099). A client that does not accept gzip gets it unzipped. HEAD gets the headers only.
 */
function sendKeptPage(req: express.Request, res: express.Response, page: CachedPage, gzipped: Buffer, cacheAnswer: "hit" | "miss"): void {
  const zipped = req.acceptsEncodings("gzip") === "gzip";
  const body = zipped ? gzipped : gunzipSync(gzipped);
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name !== "content-length" && name !== "content-encoding") res.append(name, value);
  }
  res.setHeader(PAGE_CACHE_HEADER, cacheAnswer);
  res.vary("Accept-Encoding");
  if (zipped) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The Express handler for every page, client-side data request and API call. Before the app runs, a body whose
 * declared length passes its limit ({@link bodyLimitFor}) is refused with 413; otherwise the app reads the body
 * through a counter that cuts it off at the limit, and whatever the app answered is replaced by the 413 page.
 * Responses get their Cache-Control and `Vary: Cookie` from {@link cachePolicyFor} (no-store when personal, a
 * minute public on a public page for an anonymous visitor; decision 036), and the Set-Cookie
 * headers the app queued while handling the request ({@link collectResponseCookies}: a session the auth library
 * refreshed or cleared while a loader read it) unless the response sets the same cookie itself. Errors go to
 * Express's error handler ({@link createErrorHandler}). A request that failed on an unreachable database is answered
 * with the 503 status page instead (decision 041).
 * With a `pageCache` (decision 044), an anonymous GET or HEAD of a public page is answered from it when kept (its
 * nonce and request id replaced by this request's), a 200 public answer to an anonymous GET is kept and then sent
 * as kept, gzipped in one write (decision 099), and a write
 * answered below 400 empties it; {@link PAGE_CACHE_HEADER} tells which happened. A request for a page another
 * request is rendering waits for that one and is answered from what it kept (decision 095).
 * With a `queue` (decision 102), GET and HEAD requests are worked on a few at a time, the others waiting in order of
 * arrival: a request's place is taken before the cache is read and given back once its answer is ready, before a
 * streamed body is written, so a slow client never holds one. Other methods never wait.
 */
export function createAppHandler(handleRequest: HandleRequest, pageCache?: PageCache, queue?: LimitFunction): express.RequestHandler {
  return async (req, res, next) => {
    try {
      const waits = queue !== undefined && (req.method === "GET" || req.method === "HEAD");
      // A client that left while its request waited is not worked for.
      const work = () => answerRequest(handleRequest, req, res, pageCache);
      const send = waits ? await queue(() => (req.socket.destroyed ? undefined : work())) : await work();
      await send?.();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Answers one request as {@link createAppHandler} says. Output: undefined when the answer is sent (a kept page goes
 * out in one write, which never waits for the client), or the sending still to do, for the caller to run once the
 * request's place in the queue is given back. Rejects with what the app or the page cache threw.
 */
async function answerRequest(
  handleRequest: HandleRequest,
  req: express.Request,
  res: express.Response,
  pageCache: PageCache | undefined,
): Promise<(() => Promise<void>) | undefined> {
  const cacheKey = pageCacheKey(req.originalUrl);
  // Set while this request renders a page that requests for the same address wait for (decision 095).
  let rendering = false;
  try {
    const cacheable = pageCache !== undefined && isPageCacheRequest({ method: req.method, pathname: req.path, cookieHeader: req.headers.cookie });
    let generation = 0;
    if (cacheable) {
      const page = await pageCache.lookup(cacheKey);
      if (page) {
        const body = gzippedBodyForRequest(page, { nonce: headerOf(req, CSP_NONCE_HEADER), requestId: requestIdOf(req) });
        // The visitor's profile view or search appearances, as the render counted them (decision 047), with the
        // page they came from, so a view's source stays exact behind the cache (decision 086).
        if (req.method === "GET") {
          const visitor = new Headers({ "user-agent": req.get("user-agent") ?? "" });
          const referer = req.get("referer");
          if (referer) visitor.set("referer", referer);
          replayListingActivityInBackground(page.activity, new Request(fetchUrl(req), { headers: visitor }));
        }
        sendKeptPage(req, res, page, body, "hit");
        return undefined;
      }
      generation = pageCache.generation();
      rendering = true;
    }
    const limit = bodyLimitFor(req.path);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    if (hasBody && declaredLengthExceeds(req.headers["content-length"], limit)) {
      await sendStatusPage(handleRequest, req, res, 413, bodyTooLargeMessage(limit));
      return undefined;
    }
    let exceeded = false;
    const request = createFetchRequest(req, res, limit, () => (exceeded = true));
    const {
      result: { result: answer, setCookies },
      activity,
    } = await captureListingActivity(() => collectResponseCookies(() => handleRequest(request)));
    if (exceeded) {
      await answer.body?.cancel();
      await sendStatusPage(handleRequest, req, res, 413, bodyTooLargeMessage(limit));
      return undefined;
    }
    // A page or API call that failed on an unreachable database: 503 with the app's own page, not a 500. Client
    // navigations' `.data` answers keep React Router's own encoding of the error.
    if (failedOnDatabase(request) && !req.path.endsWith(".data")) {
      await answer.body?.cancel();
      await sendStatusPage(handleRequest, req, res, 503);
      return undefined;
    }
    const headers = new Headers(answer.headers);
    appendResponseCookies(headers, setCookies);
    const policy = cachePolicyFor({
      method: req.method,
      pathname: req.path,
      status: answer.status,
      cookieHeader: req.headers.cookie,
      current: headers.get("Cache-Control"),
      setsCookie: headers.has("Set-Cookie"),
    });
    if (policy.cacheControl) headers.set("Cache-Control", policy.cacheControl);
    if (policy.varyCookie) headers.set("Vary", varyWithCookie(headers.get("Vary")));
    closeIfBodyUnread(req, res);
    // A write handled here (an edit, a review, a like) may change any public page: this process forgets them
    // all at once; other instances notice through the database's change counter.
    if (pageCache && req.method !== "GET" && req.method !== "HEAD" && answer.status < 400) pageCache.clear();
    if (cacheable && req.method === "GET" && isCacheableAnswer(answer.status, headers)) {
      const body = Buffer.from(await answer.arrayBuffer());
      const page = { status: answer.status, headers: [...headers], body, nonce: headerOf(req, CSP_NONCE_HEADER), requestId: requestIdOf(req), activity };
      // Kept first, then sent from what was kept, as a hit is (decision 099); requests waiting for it go on at once.
      rendering = false;
      const kept = pageCache.store(cacheKey, page, generation);
      if (kept) {
        sendKeptPage(req, res, kept, gzippedBodyForRequest(kept, { nonce: page.nonce, requestId: page.requestId }), "miss");
        return undefined;
      }
      headers.set(PAGE_CACHE_HEADER, "miss");
      return () => sendFetchResponse(res, new Response(body, { status: answer.status, statusText: answer.statusText, headers }));
    }
    return () => sendFetchResponse(res, new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers }));
  } finally {
    if (rendering) pageCache?.release(cacheKey);
  }
}

/** The HTTP status an Express-level error asks for when it is the client's fault (e.g. 400), else undefined. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && value >= 400 && value < 500 ? value : undefined;
}

/**
 * The last handler of the server, for errors no route handled (a static file that cannot be read, a failure
 * while sending): logs the error with its stack and the request id (5xx only), then answers the app's status
 * page, or closes the connection when the response had already started.
 */
export function createErrorHandler(handleRequest: HandleRequest): express.ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = clientErrorStatus(error) ?? 500;
    if (status >= 500) logRequestError(requestIdOf(req), req.method, req.path, error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    void sendStatusPage(handleRequest, req, res, status);
  };
}
