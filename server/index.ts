// The Node entry: HTTP server, compression, security headers, the app's router (pages and static files) and
// graceful shutdown.
// Runs with Node's built-in TypeScript support (`node server/index.ts`); the app itself is built by Vite.
import http, { type Server } from "node:http";
import compression from "compression";
import express from "express";
import type { ViteDevServer } from "vite";

import type { logStartFailure, startApp } from "./app.ts";

type AppModule = { startApp: typeof startApp; logStartFailure: typeof logStartFailure };

// Only `npm run dev` is development. Anything else (`npm start`, `npm run serve`, a bare `node server/index.ts`
// whatever the shell's NODE_ENV) runs in production mode, so neither Express nor React Router ever puts a stack
// trace in a page (decision 011). Set before React is loaded and the Express app is made, since both read it then.
const development = process.env.NODE_ENV === "development";
if (!development) process.env.NODE_ENV = "production";

// Loaded by main; kept here so a failed start is logged by the app's logger when the app could be loaded.
let appModule: AppModule | undefined;

async function main() {
  let viteServer: ViteDevServer | undefined;
  if (development) {
    const vite = await import("vite");
    viteServer = await vite.createServer({ server: { middlewareMode: true } });
    appModule = (await viteServer.ssrLoadModule("./server/app.ts")) as AppModule;
  } else {
    // @ts-expect-error: the server build exists only after `npm run build`.
    appModule = (await import("../build/server/index.js")) as AppModule;
  }
  const started = await appModule.startApp();

  const app = express();
  app.set("env", development ? "development" : "production");
  app.disable("x-powered-by");
  // Which proxies may report the client's address (X-Forwarded-For); read by the router through `req.ip`.
  app.set("trust proxy", started.config.trustProxy);
  // First the security headers with a fresh CSP nonce (decision 042), the request id and the refusal of malformed
  // addresses, so every later handler sees them and every response carries the headers.
  app.use(started.prelude);
  // Brotli quality 4 for browsers that accept it (the package's default), gzip level 4 for the others: on a search
  // page of 104 KB, level 6 (zlib's default) took 1.3 ms of CPU for 17.0 KB and level 4 0.9 ms for 17.7 KB
  // (docs/benchmarks.md, "Uncached pages"), and every answer that is not a public page the cache keeps pays it (those
  // are sent gzipped as kept, decision 099).
  app.use(compression({ level: 4 }));
  // In production the router serves the client build itself (/assets immutable for a year; server/app.ts).
  if (viteServer) app.use(viteServer.middlewares);
  app.use(started.router);
  app.use(started.errorHandler);

  const { port, host, shutdownTimeoutMs, headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = started.config;
  // Slow clients (decision 042): a client gets HEADERS_TIMEOUT_MS for its headers and REQUEST_TIMEOUT_MS for the
  // whole request, then is answered 408 and cut off. Node checks these every `connectionsCheckingInterval`
  // (30 s by default), so it is checked every second to keep the limits close to what they say.
  const server: Server = http.createServer(
    { headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs, keepAliveTimeout: keepAliveTimeoutMs, connectionsCheckingInterval: 1000 },
    app,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const shownPort = typeof address === "object" && address ? address.port : port;
  started.logger.info(`Listening on http://localhost:${shownPort}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    started.logger.info(`${signal} received: closing the HTTP server and the database`);
    const timer = setTimeout(() => {
      started.logger.error(`Shutdown took longer than ${shutdownTimeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await started.stop();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (appModule) {
    appModule.logStartFailure(error);
  } else {
    // The app (and with it the logging module) could not be loaded, e.g. there is no build: one JSON line of the
    // logger's shape, by hand, on stderr (decision 048).
    const message = error instanceof Error ? error.message : String(error);
    // The app's clock did not load either, and a log line's time is the wall clock's, not a time rule's.
    // eslint-disable-next-line no-restricted-syntax
    process.stderr.write(`${JSON.stringify({ level: "error", time: new Date().toISOString(), msg: "The server could not start", err: { message } })}\n`);
  }
  process.exit(1);
});
