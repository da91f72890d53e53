import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Storage, type S3StorageSettings } from "~/modules/storage/s3-storage.server";
import { createStorage } from "~/modules/storage/storage.server";

type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };

// A tiny fake of S3's path-style HTTP API on a free local port: it records each request and keeps PUT bodies.
describe("the S3 storage adapter", () => {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  let server: Server;
  let settings: S3StorageSettings;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks);
        const path = decodeURIComponent(new URL(request.url!, "http://fake").pathname);
        requests.push({ method: request.method!, path, headers: request.headers, body });
        if (request.method === "PUT") {
          objects.set(path, { body, contentType: String(request.headers["content-type"]) });
          response.writeHead(200, { ETag: '"fake-etag"' }).end();
        } else if (request.method === "DELETE") {
          objects.delete(path);
          response.writeHead(204).end();
        } else if (request.method === "GET" && objects.has(path)) {
          const object = objects.get(path)!;
          response.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.body.length }).end(object.body);
        } else {
          response
            .writeHead(404, { "Content-Type": "application/xml" })
            .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    settings = {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      region: "eu-west-2",
      bucket: "shaadi-media",
      accessKeyId: "test-access-key",
      secretAccessKey: "test-secret-key",
      publicUrl: "https://media.shaadi.example/",
      forcePathStyle: true,
    };
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    requests.length = 0;
    objects.clear();
  });

  it("PUTs the bytes to bucket/key with the content type, signed, and answers the public URL", async () => {
    const storage = createS3Storage(settings);
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 250]);
    const stored = await storage.put("vendors/pending-7/gallery-abc.webp", bytes, "image/webp");
    expect(stored).toEqual({
      key: "vendors/pending-7/gallery-abc.webp",
      url: "https://media.shaadi.example/vendors/pending-7/gallery-abc.webp",
    });
    expect(requests).toHaveLength(1);
    const [put] = requests;
    expect(put!.method).toBe("PUT");
    expect(put!.path).toBe("/shaadi-media/vendors/pending-7/gallery-abc.webp");
    expect(put!.headers["content-type"]).toBe("image/webp");
    expect(put!.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(put!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-west-2\/s3\/aws4_request/);
    expect(new Uint8Array(put!.body)).toEqual(bytes);
  });

  it("reads an object back and answers undefined for a missing one", async () => {
    const storage = createS3Storage(settings);
    await storage.put("vendors/1/logo-1.webp", new Uint8Array([7, 8, 9]), "image/webp");
    expect(await storage.get!("vendors/1/logo-1.webp")).toEqual(new Uint8Array([7, 8, 9]));
    expect(await storage.get!("vendors/1/missing.webp")).toBeUndefined();
  });

  it("DELETEs bucket/key", async () => {
    const storage = createS3Storage(settings);
    await storage.delete("vendors/1/logo-1.webp");
    expect(requests.map((request) => [request.method, request.path])).toEqual([["DELETE", "/shaadi-media/vendors/1/logo-1.webp"]]);
  });

  it("refuses unsafe keys without calling the service", async () => {
    const storage = createS3Storage(settings);
    await expect(storage.put("../other-bucket/x", new Uint8Array([1]), "image/webp")).rejects.toThrow(/Invalid object key/);
    expect(requests).toHaveLength(0);
  });

  it("is the adapter configuration chooses with STORAGE_DRIVER=s3", async () => {
    const storage = createStorage({ storage: { driver: "s3", ...settings }, dataDir: "/nonexistent" });
    const stored = await storage.put("a/b.webp", new Uint8Array([1]), "image/webp");
    expect(stored.url).toBe("https://media.shaadi.example/a/b.webp");
    expect(requests.map((request) => request.path)).toEqual(["/shaadi-media/a/b.webp"]);
  });
});
