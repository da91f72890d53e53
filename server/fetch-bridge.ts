// Between Express and the Fetch API the app speaks: a Fetch `Request` from an Express request whose body is read
// through a counter (body limits, decision 011), and an Express response written from a Fetch `Response`.
//
// Why this is a fork of @react-router/express rather than the stock adapter (decision 052). Forked from 8.4.0
// (`createRemixHeaders`, `createRemixRequest`, `sendRemixResponse`, `isResponseClosed` of its dist/index.js).
// - The stock package exports only `createRequestHandler({ build, getLoadContext, mode })`, which builds the Request,
//   runs React Router and writes the Response in one call. server/app-handler.ts needs the Response in hand before
//   anything is written: the 413 page replaces it when the body passed its limit while the app read it, the 503
//   page when the database was unreachable, queued Set-Cookie headers and Cache-Control/Vary are added, and the page
//   cache keeps it. It also builds Requests of its own (status pages, cache hits) with the same URL rule.
// - The stock body is `createReadableStreamFromReadable(req)` (@react-router/node), which reads with no limit, and
//   whose `cancel` destroys the socket: a counting stream piped after it would kill the connection before the 413
//   could be written. Counting in an Express middleware before the adapter would mean buffering the body (uploads
//   reach 40 MB) or handing the adapter a stand-in for the Express request. Here the counter sits on `req` itself
//   and, past the limit, stops reading without destroying the socket, so the answer still reaches the client.
// On each upgrade of @react-router/express, compare its dist/index.js with this file: the host and port rule
// (`fetchUrl`: X-Forwarded-Host only when "trust proxy" is on), header copying, the abort signal (res `finish` and
// `close`), and how the response is written (statusText, appended headers, streaming, a closed response). The stock
// adapter also flushes headers early for `text/event-stream`; the app sends no event streams, so that is left out.
import type { IncomingHttpHeaders } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { BodyCounter } from "~/modules/site/body-limits.server";
import type { BodyLimit } from "~/modules/site/body-limits";

/** Chunks buffered between the socket and the app before reading pauses (backpressure). */
const BODY_HIGH_WATER_MARK = 64 * 1024;

/** The Fetch headers of an Express request. */
export function fetchHeaders(requestHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** The absolute URL of an Express request, as @react-router/express builds it (X-Forwarded-Host when trusted). */
export function fetchUrl(req: express.Request, pathAndQuery = req.originalUrl): URL {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const host = `${req.hostname?.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return new URL(`${req.protocol}://${host}${pathAndQuery}`);
}

/**
 * The body of `req` as a stream that counts every chunk against `limit` before passing it on, and reads from
 * the socket only as fast as the app consumes. When the limit is passed the stream fails with the counter's
 * AppError `payload_too_large`, the socket is no longer read, and `onExceeded` is called once.
 */
function countedBody(req: express.Request, limit: BodyLimit, onExceeded: (error: unknown) => void): ReadableStream<Uint8Array> {
  const counter = new BodyCounter(limit, req.headers["content-type"]);
  let finished = false;
  const stopReading = () => {
    finished = true;
    req.pause();
    req.removeAllListeners("data");
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (finished) return;
          try {
            counter.push(chunk);
          } catch (error) {
            stopReading();
            controller.error(error);
            onExceeded(error);
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once("end", () => {
          if (finished) return;
          finished = true;
          controller.close();
        });
        req.once("error", (error) => {
          if (finished) return;
          stopReading();
          controller.error(error);
        });
        req.pause();
      },
      pull() {
        if (!finished) req.resume();
      },
      cancel() {
        stopReading();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BODY_HIGH_WATER_MARK }),
  );
}

/**
 * A Fetch `Request` for an Express request, its body read through {@link countedBody}. Its signal aborts when
 * the client goes away before the response is finished. Input: the Express request and response, the body
 * limit, and a callback for a body over its limit.
 */
export function createFetchRequest(
  req: express.Request,
  res: express.Response,
  limit: BodyLimit,
  onExceeded: (error: unknown) => void,
): Request {
  let controller: AbortController | undefined = new AbortController();
  res.on("finish", () => (controller = undefined));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: fetchHeaders(req.headers),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = countedBody(req, limit, onExceeded);
    init.duplex = "half";
  }
  return new Request(fetchUrl(req).href, init);
}

/** Whether the response can no longer be written (client gone, or already sent). */
export function isResponseClosed(res: express.Response): boolean {
  return res.destroyed || res.writableEnded;
}

/**
 * Writes a Fetch `Response` to an Express response: status, every header (Set-Cookie included), then the body
 * streamed. A client that went away cancels the body.
 */
export async function sendFetchResponse(res: express.Response, response: Response): Promise<void> {
  if (isResponseClosed(res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (isResponseClosed(res)) return;
    throw error;
  }
}
