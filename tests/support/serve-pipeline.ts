import type { Server } from "node:http";
import express from "express";
import type { RequestPipeline } from "../../server/app";

/**
 * Serves a request pipeline (server/app.ts `createRequestPipeline`) the way server/index.ts mounts it — prelude,
 * router, error handler — on a free port of 127.0.0.1, for tests that need real HTTP (headers, cookies, bodies).
 * Output: the origin ("http://127.0.0.1:12345") and `close`, which resolves once the server has stopped.
 */
export async function servePipeline(pipeline: RequestPipeline): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = express();
  app.use(pipeline.prelude);
  app.use(pipeline.router);
  app.use(pipeline.errorHandler);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
