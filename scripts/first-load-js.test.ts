import http from "node:http";
import { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoadScriptUrls, formatKb, gzip9Bytes, measureFirstLoad, staticImportSpecifiers } from "./first-load-js.ts";

describe("firstLoadScriptUrls", () => {
  it("takes every script src and modulepreload href once, in document order, whatever the attribute order or quotes", () => {
    const html = `<head><link rel="modulepreload" href="/assets/framework-a.js"/><link href='/assets/root-b.js' rel='modulepreload'>
      <link rel="stylesheet" href="/assets/app.css"><link rel="preload" as="image" href="/hero.webp">
      <script src=/assets/legacy.js></script><script type="module">import "/assets/entry.js";</script>
      <link rel="modulepreload" href="/assets/framework-a.js"></head>`;
    expect(firstLoadScriptUrls(html)).toEqual(["/assets/framework-a.js", "/assets/root-b.js", "/assets/legacy.js", "/assets/entry.js"]);
  });

  it("takes the static and dynamic imports of React Router's inline bootstrap script, without modulepreload links", () => {
    // The shape <Scripts /> renders: a classic script with the loader data, then the module script.
    const html = `<body><p>Hello</p><script>window.__reactRouterContext = {"state":{"note":"import \\"/assets/not-a-module.js\\""}};</script>
      <script type="module" async="">import "/assets/manifest-4f1a.js";
import * as route0 from "/assets/root-abc.js";
import * as route1 from '/assets/home-def.js';
import {a} from '/assets/y.js';
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-xyz.js");</script></body>`;
    expect(firstLoadScriptUrls(html)).toEqual([
      "/assets/manifest-4f1a.js",
      "/assets/root-abc.js",
      "/assets/home-def.js",
      "/assets/y.js",
      "/assets/entry.client-xyz.js",
    ]);
  });

  it("reads the body of module scripts only, never of classic or src scripts, and leaves bare specifiers out", () => {
    const html = `<script>import("/assets/classic.js")</script><script type="module" src="/assets/main.js">import "/assets/ignored.js";</script>
      <script type="module">import React from "react";import "./local.js";</script>`;
    expect(firstLoadScriptUrls(html)).toEqual(["/assets/main.js", "./local.js"]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(firstLoadScriptUrls("<p>No scripts</p>")).toEqual([]);
  });
});

describe("staticImportSpecifiers", () => {
  it("finds Vite's minified static imports and export-from re-exports, once each, in source order", () => {
    const code =
      `import{t as e}from"./jsx-runtime-CsUmNEj7.js";import"./x-abc.js";import*as n from'./ns.js';import r,{a as i}from"./both.js";` +
      `import"./x-abc.js";var o=e(1);export{a as b}from"./c.js";export*from"./star.js";export*as s from"./star-ns.js";`;
    expect(staticImportSpecifiers(code)).toEqual(["./jsx-runtime-CsUmNEj7.js", "./x-abc.js", "./ns.js", "./both.js", "./c.js", "./star.js", "./star-ns.js"]);
  });

  it("finds spaced and multi-line imports after a line break or a comment", () => {
    const code = `/*! license */import a from "./a.js"\nimport {\n  b,\n  c as d,\n} from '../b.js'\n  export { e } from "/e.js";`;
    expect(staticImportSpecifiers(code)).toEqual(["./a.js", "../b.js", "/e.js"]);
  });

  it("leaves out dynamic imports, import.meta, plain exports and the word import inside prose strings", () => {
    const code =
      `import{t as e}from"./jsx-runtime.js";const l=()=>__vitePreload(()=>import("./lazy.js"),[]);const m=()=>import ( './form-rules.js' );` +
      `const u=new URL("./w.js",import.meta.url);const t="Did you mean to import x from './y.js'?";import("./at-statement.js").then(o=>o.run());export const z="./z.js";export default"./d.js";`;
    expect(staticImportSpecifiers(code)).toEqual(["./jsx-runtime.js"]);
  });
});

describe("measureFirstLoad", () => {
  // A page as the server will send it without modulepreload hints: only the inline bootstrap script names modules.
  const FILES: Record<string, string> = {
    "/page": `<!doctype html><html><head><link rel="stylesheet" href="/assets/app.css"></head><body><p>Hi</p>
      <script>window.__reactRouterContext = {};</script>
      <script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client.js");</script></body></html>`,
    "/assets/manifest.js": `window.__reactRouterManifest={"version":"1"};`,
    "/assets/root.js": `import{j as e}from"./chunks/shared.js";import"./chunks/styles-helper.js";function r(){return e("html",{})}export{r as default};`,
    "/assets/home.js": `import{j as e}from"./chunks/shared.js";const m=()=>__vitePreload(()=>import("./lazy-map.js"),[]);import"http://localhost:1/elsewhere.js";function h(){return e("main",{onClick:m})}export{h as default};`,
    "/assets/entry.client.js": `import{h as a}from"./chunks/react-dom.js";export{s as shared}from"./chunks/shared.js";a(document);`,
    "/assets/chunks/shared.js": `var j=(t,p)=>({t,p,k:${JSON.stringify("shared ".repeat(100))}});export{j};`,
    "/assets/chunks/styles-helper.js": `document.documentElement.dataset.ready="1";`,
    "/assets/chunks/react-dom.js": `import{j as e}from"../chunks/shared.js";import{x}from"/assets/chunks/scheduler.js";var h=d=>e(d,x);export{h};`,
    "/assets/chunks/scheduler.js": `var x=${JSON.stringify("scheduler ".repeat(200))};export{x};`,
    "/assets/lazy-map.js": `export const map="leaflet-container";`,
    "/assets/app.css": `body{margin:0}`,
  };
  const COUNTED = [
    "/assets/manifest.js",
    "/assets/root.js",
    "/assets/home.js",
    "/assets/entry.client.js",
    "/assets/chunks/shared.js",
    "/assets/chunks/styles-helper.js",
    "/assets/chunks/react-dom.js",
    "/assets/chunks/scheduler.js",
  ];
  const requests: string[] = [];
  let server: http.Server;
  let baseUrl = "";

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests.push(request.url ?? "");
      const body = FILES[request.url ?? ""];
      response.writeHead(body === undefined ? 404 : 200, { "content-type": request.url === "/page" ? "text/html" : "text/javascript" });
      response.end(body ?? "Not found");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  });

  it("counts the bootstrap script's imports and their static imports once each, not dynamic or other-origin ones", async () => {
    requests.length = 0;
    const cache = new Map<string, number>();
    const load = await measureFirstLoad(baseUrl, "/page", cache);

    expect(load.path).toBe("/page");
    expect(load.files.map((file) => new URL(file.url).pathname).sort()).toEqual([...COUNTED].sort());
    const expected = COUNTED.reduce((sum, path) => sum + gzip9Bytes(new TextEncoder().encode(FILES[path])), 0);
    expect(load.totalGzipBytes).toBe(expected);
    for (const file of load.files) expect(file.gzipBytes).toBe(gzip9Bytes(new TextEncoder().encode(FILES[new URL(file.url).pathname])));
    // Largest first.
    expect(load.files.map((file) => file.gzipBytes)).toEqual(load.files.map((file) => file.gzipBytes).sort((a, b) => b - a));
    // The shared chunk, imported by four files, was fetched once; the lazy chunk was never fetched.
    expect(requests.filter((url) => url === "/assets/chunks/shared.js")).toHaveLength(1);
    expect(requests).not.toContain("/assets/lazy-map.js");
    expect(requests.sort()).toEqual(["/page", ...COUNTED].sort());

    // Measured again with the same cache, as bench-lighthouse does for many pages: only the HTML is fetched.
    requests.length = 0;
    expect((await measureFirstLoad(baseUrl, "/page", cache)).totalGzipBytes).toBe(expected);
    expect(requests).toEqual(["/page"]);
  });

  it("throws when a module of the first load does not answer 200", async () => {
    FILES["/broken"] = `<script type="module">import "/assets/missing.js";</script>`;
    await expect(measureFirstLoad(baseUrl, "/broken")).rejects.toThrow(/\/assets\/missing\.js \(first load of \/broken\) answered 404/);
    await expect(measureFirstLoad(baseUrl, "/nowhere")).rejects.toThrow("/nowhere answered 404");
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
