import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { removeModulePreloads, withoutModulePreloads } from "~/modules/http/script-hints.server";

/** Pipes `chunks` (as given: split anywhere) through the transform and returns the text it wrote. */
async function through(chunks: (string | Buffer)[]): Promise<{ text: string; finalCalls: number }> {
  let finalCalls = 0;
  const transform = withoutModulePreloads(() => finalCalls++);
  const output: Buffer[] = [];
  transform.on("data", (chunk: Buffer) => output.push(chunk));
  await new Promise<void>((resolve, reject) => {
    transform.on("end", resolve).on("error", reject);
    Readable.from(chunks, { objectMode: true }).pipe(transform);
  });
  return { text: Buffer.concat(output).toString("utf8"), finalCalls };
}

const HEAD =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-D9.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/react-dom-C6.js" nonce="abc=="/>' +
  '<link rel="icon" href="/favicon.svg"/></head>';
const WITHOUT = '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/><link rel="icon" href="/favicon.svg"/></head>';

describe("withoutModulePreloads", () => {
  it("leaves out every modulepreload link and keeps every other tag and text", async () => {
    const body = '<body><p>Mehndi &amp; more — 5★</p><script type="module" nonce="abc==">import("/assets/entry.client-D9.js");</script></body>';
    const { text, finalCalls } = await through([HEAD + body]);
    expect(text).toBe(WITHOUT + body);
    expect(finalCalls).toBe(1);
  });

  it("removes a link cut across chunks at any point, and keeps characters cut across chunks whole", async () => {
    const html = Buffer.from(`${HEAD}<p>Naïve café — Birmingham</p>`, "utf8");
    for (let cut = 1; cut < html.length; cut++) {
      const { text } = await through([html.subarray(0, cut), html.subarray(cut)]);
      expect(text, `cut at byte ${cut}`).toBe(`${WITHOUT}<p>Naïve café — Birmingham</p>`);
    }
  });

  it("passes through a page without hints, and text ending in an unclosed '<'", async () => {
    expect((await through(["<p>a < b</p>", "<p>c"])).text).toBe("<p>a < b</p><p>c");
    expect((await through(["x <", "y"])).text).toBe("x <y");
  });
});

describe("removeModulePreloads", () => {
  it("leaves out every modulepreload link of a whole document and keeps everything else", () => {
    const body = '<body><p>Mehndi &amp; more — 5★</p><link rel="modulepreload" href="/assets/late.js"/></body>';
    const text = (html: string) => removeModulePreloads(Buffer.from(html, "utf8")).toString("utf8");
    expect(text(HEAD + body)).toBe(`${WITHOUT}<body><p>Mehndi &amp; more — 5★</p></body>`);
    expect(text("<p>a < b</p>")).toBe("<p>a < b</p>");
    expect(text('<p>x</p><link rel="modulepreload" href="/cut')).toBe('<p>x</p><link rel="modulepreload" href="/cut');
  });
});
