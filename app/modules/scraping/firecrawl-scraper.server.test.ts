import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFirecrawlScraper, testFirecrawlKey } from "~/modules/scraping/firecrawl-scraper.server";

// A stand-in for api.firecrawl.dev: answers what each test puts in `next`, and records what it was sent.
type Answer = { status: number; body: unknown };
let next: Answer;
let received: { method: string; path: string; authorization?: string; body: unknown }[] = [];
let server: http.Server;
let apiUrl = "";

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      received.push({ method: request.method ?? "", path: request.url ?? "", authorization: request.headers.authorization, body: text ? JSON.parse(text) : undefined });
      response.writeHead(next.status, { "content-type": "application/json" }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

describe("createFirecrawlScraper", () => {
  const scraper = () => createFirecrawlScraper({ apiKey: "fc-test-key-1234", apiUrl });

  it("asks Firecrawl for the page with the importer's options and the Bearer key, and reads its answer", async () => {
    next = {
      status: 200,
      body: {
        success: true,
        data: {
          markdown: "![Bride](/gallery/bride.jpg)\n\n  \n![Logo](https://sana.example/logo.png)",
          html: '<img src="https://cdn.example/mehndi/1.jpg"><img src="/gallery/bride.jpg">',
          metadata: {
            title: "Henna by Sana",
            description: "Award-winning bridal mehndi artist in Leicester, travelling across the Midlands.",
            sourceURL: "https://sana.example",
            url: "https://sana.example/home",
            statusCode: 200,
          },
        },
      },
    };
    const page = await scraper().scrape("https://sana.example");
    expect(received).toEqual([
      {
        method: "POST",
        path: "/v1/scrape",
        authorization: "Bearer fc-test-key-1234",
        body: { url: "https://sana.example", formats: ["markdown", "html"], includeTags: ["img"], onlyMainContent: true },
      },
    ]);
    expect(page).toEqual({
      title: "Henna by Sana",
      lines: [
        "Award-winning bridal mehndi artist in Leicester, travelling across the Midlands.",
        "![Bride](/gallery/bride.jpg)",
        "![Logo](https://sana.example/logo.png)",
      ],
      imageUrls: ["https://cdn.example/mehndi/1.jpg", "https://sana.example/gallery/bride.jpg", "https://sana.example/logo.png"],
      finalUrl: "https://sana.example/home",
    });
  });

  it.each([400, 402, 403, 408, 409, 500])("explains status %i with Firecrawl's error", async (status) => {
    next = { status, body: { success: false, error: "Insufficient credits", details: { plan: "free" } } };
    await expect(scraper().scrape("https://sana.example")).rejects.toThrow(
      `Failed to scrape URL. Status code: ${status}. Error: Insufficient credits - {"plan":"free"}`,
    );
  });

  it.each([401, 404, 429, 502])("answers other statuses (%i) with 'Unexpected error…'", async (status) => {
    next = { status, body: { error: "nope" } };
    await expect(scraper().scrape("https://sana.example")).rejects.toThrow(
      `Unexpected error occurred while trying to scrape URL. Status code: ${status}`,
    );
  });

  it("reports an answer without success, and a site that refused Firecrawl", async () => {
    next = { status: 200, body: { success: false, error: "Engine failed" } };
    await expect(scraper().scrape("https://sana.example")).rejects.toThrow("Failed to scrape URL. Error: Engine failed");
    next = { status: 200, body: { success: true, data: { markdown: "", metadata: { statusCode: 404 } } } };
    await expect(scraper().scrape("https://sana.example")).rejects.toThrow("The site answered with status 404");
  });

  it("reports a network error when Firecrawl cannot be reached", async () => {
    const unreachable = createFirecrawlScraper({ apiKey: "fc-x", apiUrl: "http://127.0.0.1:1" });
    await expect(unreachable.scrape("https://sana.example")).rejects.toThrow(
      "No response received while trying to scrape URL. This may be a network error or the server is unreachable.",
    );
  });
});

describe("testFirecrawlKey", () => {
  it("accepts a key Firecrawl accepts, with a call that costs no credit", async () => {
    next = { status: 200, body: { success: true, data: { remaining_credits: 500 } } };
    await expect(testFirecrawlKey("fc-good", { apiUrl })).resolves.toBeUndefined();
    expect(received).toEqual([{ method: "GET", path: "/v1/team/credit-usage", authorization: "Bearer fc-good", body: undefined }]);
  });

  it("answers 'Invalid API key' when Firecrawl refuses it", async () => {
    next = { status: 401, body: { success: false, error: "Unauthorized: Invalid token" } };
    await expect(testFirecrawlKey("fc-bad", { apiUrl })).rejects.toMatchObject({
      code: "invalid",
      message: "Invalid API key",
      fieldErrors: { apiKey: "Invalid API key" },
    });
  });

  it("says so when Firecrawl cannot be reached, rather than blaming the key", async () => {
    await expect(testFirecrawlKey("fc-any", { apiUrl: "http://127.0.0.1:1" })).rejects.toMatchObject({
      code: "unavailable",
      message: "Could not reach Firecrawl to test the key. Please try again.",
    });
  });
});
