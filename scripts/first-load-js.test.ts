import { describe, expect, it } from "vitest";
import { firstLoadScriptUrls, formatKb, gzip9Bytes } from "./first-load-js.ts";

describe("firstLoadScriptUrls", () => {
  it("takes every script src and modulepreload href once, in document order, whatever the attribute order or quotes", () => {
    const html = `<head><link rel="modulepreload" href="/assets/framework-a.js"/><link href='/assets/root-b.js' rel='modulepreload'>
      <link rel="stylesheet" href="/assets/app.css"><link rel="preload" as="image" href="/hero.webp">
      <script src=/assets/legacy.js></script><script type="module">import "/assets/entry.js";</script>
      <link rel="modulepreload" href="/assets/framework-a.js"></head>`;
    expect(firstLoadScriptUrls(html)).toEqual(["/assets/framework-a.js", "/assets/root-b.js", "/assets/legacy.js"]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(firstLoadScriptUrls("<p>No scripts</p>")).toEqual([]);
  });
});

describe("gzip9Bytes and formatKb", () => {
  it("measures compressed bytes, smaller than the input for repetitive text", () => {
    const text = new TextEncoder().encode("const a = 1;\n".repeat(1000));
    const size = gzip9Bytes(text);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(text.length / 20);
    expect(formatKb(122_880)).toBe("120.0 KB");
  });
});
