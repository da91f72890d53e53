import http from "node:http";
import type { AddressInfo } from "node:net";
import type { StripeConfig } from "~/config.server";

/** One request the fake received: method, path, the form body, and the headers the adapter must send. */
export type FakeStripeRequest = { method: string; path: string; body: URLSearchParams; authorization?: string; idempotencyKey?: string };

export type FakeStripe = {
  port: number;
  /** Every request so far, oldest first; empty it between tests with `received.length = 0`. */
  received: FakeStripeRequest[];
  /** The Stripe settings that point the adapter at this fake (`sk_test_fake`, `webhookSecret`, no price ids). */
  config: (overrides?: Partial<StripeConfig>) => StripeConfig;
  close: () => Promise<void>;
};

/**
 * A stand-in for api.stripe.com on 127.0.0.1: records each request and answers it with `answer(request)` (JSON)
 * and the status `statusOf(request)` (default 200; Stripe's SDK rejects a 4xx with the body's `error`).
 * Input: how to answer. Output: {@link FakeStripe}, listening.
 */
export async function startFakeStripe(
  answer: (request: FakeStripeRequest) => Record<string, unknown>,
  statusOf: (request: FakeStripeRequest) => number = () => 200,
): Promise<FakeStripe> {
  const received: FakeStripeRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const idempotencyKey = request.headers["idempotency-key"];
      const entry: FakeStripeRequest = {
        method: request.method ?? "",
        path: request.url ?? "",
        body: new URLSearchParams(body),
        authorization: request.headers.authorization,
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
      };
      received.push(entry);
      response.statusCode = statusOf(entry);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer(entry)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    config: (overrides = {}) => ({
      secretKey: "sk_test_fake",
      webhookSecret: "whsec_test_secret",
      priceIds: {},
      api: { host: "127.0.0.1", port, protocol: "http" },
      ...overrides,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
