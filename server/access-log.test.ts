import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, logInfo, setLogger } from "~/modules/logging/logger.server";
import { createRequestPrelude } from "./app-handler";

afterEach(() => setLogger(undefined));

describe("the access log", () => {
  it("writes one line per request with method, clean path, status, duration and the request id of its other lines", async () => {
    const lines: Record<string, unknown>[] = [];
    setLogger(createLogger({ level: "info", destination: { write: (line: string) => void lines.push(JSON.parse(line)) } }));
    const app = express();
    app.use(createRequestPrelude(async () => new Response("status page", { status: 400 })));
    app.get("/review/:token", async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      logInfo("loading the review form");
      res.status(404).send("gone");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/review/secret-token-123?email=asha@example.com`, {
        headers: { cookie: "better-auth.session_token=abc" },
      });
      expect(response.status).toBe(404);
      const id = response.headers.get("x-request-id");
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const access = lines.filter((line) => line.msg === "request");
      expect(access).toHaveLength(1);
      expect(access[0]).toMatchObject({ level: "info", requestId: id, method: "GET", path: "/review/[redacted]", status: 404, bytes: 4 });
      expect(access[0]!.ms).toBeGreaterThanOrEqual(10);
      expect(lines.find((line) => line.msg === "loading the review form")?.requestId).toBe(id);
      const text = JSON.stringify(lines);
      expect(text).not.toMatch(/secret-token-123|asha@example\.com|session_token/);
    } finally {
      server.close();
    }
  });
});
