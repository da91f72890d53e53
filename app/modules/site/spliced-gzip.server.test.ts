import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAroundValues, splicedGzip } from "~/modules/site/spliced-gzip.server";

// gunzipSync checks the member's CRC-32 and length, so a wrong trailer fails these tests as a zlib error.

const nonce = () => randomBytes(16).toString("base64");
const requestId = () => randomBytes(9).toString("base64url");

describe("a body gzipped in pieces around per-request values", () => {
  it("reads back as the body with this request's values, its checksum right", async () => {
    const [oldNonce, oldId, newNonce, newId] = [nonce(), requestId(), nonce(), requestId()];
    const body = `<html><script nonce="${oldNonce}">a()</script><p>Mehndi – £350 · ਸ਼ਾਦੀ ${"card ".repeat(5000)}</p><script nonce="${oldNonce}">b()</script><footer>Reference ${oldId}</footer></html>`;
    const spliced = compressAroundValues(Buffer.from(body), [oldNonce, oldId]);
    expect(spliced.slots).toEqual([0, 0, 1]);
    const text = gunzipSync(splicedGzip(spliced, [newNonce, newId])).toString();
    expect(text).toBe(body.replaceAll(oldNonce, newNonce).replaceAll(oldId, newId));
    expect(text).not.toContain(oldNonce);
  });

  it("is much smaller than the body, and gives each request its own values", async () => {
    const oldNonce = nonce();
    const body = Buffer.from(`<script nonce="${oldNonce}"></script>${"<div class=card>Bridal makeup in Leicester</div>".repeat(2000)}`);
    const spliced = compressAroundValues(body, [oldNonce, undefined]);
    expect(spliced.compressedBytes).toBeLessThan(body.length / 20);
    const [first, second] = [nonce(), nonce()];
    expect(gunzipSync(splicedGzip(spliced, [first, undefined])).toString()).toContain(`nonce="${first}"`);
    expect(gunzipSync(splicedGzip(spliced, [second, undefined])).toString()).toContain(`nonce="${second}"`);
  });

  it("holds its compressed bytes in memory of their own, not in a slab of Buffer's shared pool", async () => {
    const oldNonce = nonce();
    const body = Buffer.from(`<script nonce="${oldNonce}"></script>${"<div class=card>Mehndi artist in Bradford</div>".repeat(400)}`);
    const spliced = compressAroundValues(body, [oldNonce, undefined]);
    expect(spliced.compressedBytes).toBeLessThan(Buffer.poolSize / 2);
    // A pooled Buffer of this size would be a view into a slab of Buffer.poolSize bytes, kept alive with the page.
    expect(spliced.compressed.buffer.byteLength).toBe(spliced.compressedBytes);
    expect(gunzipSync(splicedGzip(spliced, [nonce(), undefined])).toString()).toContain("Mehndi artist in Bradford");
  });

  it("keeps a value as rendered when the request has none, or one of another length", async () => {
    const body = Buffer.from('<script nonce="n-old">a</script> ref r-old');
    const spliced = compressAroundValues(body, ["n-old", "r-old"]);
    expect(gunzipSync(splicedGzip(spliced, [undefined, "r-new"])).toString()).toBe('<script nonce="n-old">a</script> ref r-new');
    expect(gunzipSync(splicedGzip(spliced, ["longer-nonce", undefined])).toString()).toBe(body.toString());
  });

  it("handles values at the very start and end, side by side, and a body without them", async () => {
    const body = Buffer.from("AAAABBBBxyzAAAA");
    const spliced = compressAroundValues(body, ["AAAA", "BBBB"]);
    expect(spliced.slots).toEqual([0, 1, 0]);
    expect(gunzipSync(splicedGzip(spliced, ["CCCC", "DDDD"])).toString()).toBe("CCCCDDDDxyzCCCC");
    const plain = compressAroundValues(Buffer.from("no values here"), ["AAAA", undefined]);
    expect(plain.pieceEnds).toHaveLength(1);
    expect(gunzipSync(splicedGzip(plain, ["CCCC", undefined])).toString()).toBe("no values here");
  });

  it("works out the checksum over a body longer than its block of zeros", async () => {
    const oldNonce = nonce();
    const body = Buffer.from(`<script nonce="${oldNonce}"></script>${randomBytes(200_000).toString("base64")}<script nonce="${oldNonce}"></script>`);
    const spliced = compressAroundValues(body, [oldNonce]);
    const fresh = nonce();
    expect(gunzipSync(splicedGzip(spliced, [fresh])).equals(Buffer.from(body.toString().replaceAll(oldNonce, fresh)))).toBe(true);
  });
});
