import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { safeFetch, SAFE_FETCH_TIMEOUT_MS, type Resolver } from "~/modules/scraping/safe-fetch.server";

// A local site whose behaviour each test picks by path. The tests reach it two ways: directly on 127.0.0.1 with
// loopback allowed (the setting the project's own tests use), or, with the setting off, as a "public" host name
// that the injected resolver answers with a public address and the dial seam connects to the local server.
const PUBLIC_ADDRESS = "93.184.216.34";
let server: http.Server;
let port = 0;
let requests: string[] = [];
let bytesSent = 0;
let responseFinished = false;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push(path);
    if (path === "/page") {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end("<title>Henna by Sana</title><p>Bridal mehndi</p>");
    } else if (path === "/to-page") {
      response.writeHead(302, { location: "/page" }).end();
    } else if (path === "/to-loopback") {
      response.writeHead(302, { location: "http://127.0.0.1/latest/meta-data/" }).end();
    } else if (path === "/to-metadata") {
      response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/iam/security-credentials/" }).end();
    } else if (path.startsWith("/loop")) {
      response.writeHead(302, { location: `/loop${requests.length}` }).end();
    } else if (path === "/silent") {
      // Never answers: the fetch's own deadline must end it.
    } else if (path === "/huge") {
      streamHuge(response);
    } else if (path === "/declared-huge") {
      response.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
      response.write("<p>");
    } else if (path === "/gzip-bomb") {
      response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      response.end(zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024, 32)));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  bytesSent = 0;
  responseFinished = false;
});

/** 50 MB of HTML in 64 KB chunks, honouring back-pressure, counting what was written. */
function streamHuge(response: http.ServerResponse) {
  response.writeHead(200, { "content-type": "text/html" });
  const chunk = Buffer.alloc(64 * 1024, "a");
  const total = 50 * 1024 * 1024;
  const writeMore = () => {
    while (bytesSent < total) {
      bytesSent += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", writeMore);
    }
    response.end(() => (responseFinished = true));
  };
  writeMore();
}

const local = (path: string) => `http://127.0.0.1:${port}${path}`;
const publicResolver: Resolver = async () => [{ address: PUBLIC_ADDRESS, family: 4 }];
/** The setting off: "vendor.example" is public, and its connections land on the local server. */
const asPublicSite = { resolve: publicResolver, dial: () => ({ address: "127.0.0.1", port }) };

describe("safeFetch", () => {
  it("reads a page and follows a redirect, reporting where the body came from", async () => {
    const page = await safeFetch(local("/to-page"), { allowLoopback: true });
    expect(page).toEqual({
      url: local("/page"),
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: "<title>Henna by Sana</title><p>Bridal mehndi</p>",
    });
    expect(requests).toEqual(["/to-page", "/page"]);
  });

  it("reads a public site through the checked address (the setting off)", async () => {
    const page = await safeFetch("http://vendor.example/page", asPublicSite);
    expect(page.url).toBe("http://vendor.example/page");
    expect(page.body).toContain("Henna by Sana");
  });

  describe("refuses a redirect to the local machine or the metadata service", () => {
    it("refuses a public site's redirect to 127.0.0.1 when the setting is off", async () => {
      await expect(safeFetch("http://vendor.example/to-loopback", asPublicSite)).rejects.toThrow("127.0.0.1 is a loopback address");
      expect(requests).toEqual(["/to-loopback"]);
    });

    it("refuses a redirect to 169.254.169.254 with the setting off, and on", async () => {
      await expect(safeFetch("http://vendor.example/to-metadata", asPublicSite)).rejects.toThrow(
        "169.254.169.254 is a cloud metadata address",
      );
      await expect(safeFetch(local("/to-metadata"), { allowLoopback: true })).rejects.toThrow("169.254.169.254 is a cloud metadata address");
      expect(requests).toEqual(["/to-metadata", "/to-metadata"]);
    });

    it("refuses the local site itself when the setting is off", async () => {
      await expect(safeFetch(local("/page"))).rejects.toThrow("127.0.0.1 is a loopback address");
      expect(requests).toEqual([]);
    });
  });

  it("stops after 5 redirects", async () => {
    await expect(safeFetch(local("/loop"), { allowLoopback: true })).rejects.toThrow("More than 5 redirects");
    expect(requests).toHaveLength(6);
  });

  it("gives up on a server that never answers after its time limit, 5 seconds unless told", async () => {
    expect(SAFE_FETCH_TIMEOUT_MS).toBe(5_000);
    // A shorter limit, so the test does not wait 5 s; the message names the limit that applied.
    await expect(safeFetch(local("/silent"), { allowLoopback: true, timeoutMs: 300 })).rejects.toThrow("No answer from 127.0.0.1 within 0.3 seconds");
  });

  it("stops downloading a 50 MB page at 2 MB", async () => {
    await expect(safeFetch(local("/huge"), { allowLoopback: true })).rejects.toThrow("The page is larger than 2 MB");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(responseFinished).toBe(false);
    // Socket buffers hold some data in flight, but nowhere near the 50 MB the server would have sent.
    expect(bytesSent).toBeLessThan(12 * 1024 * 1024);
  });

  it("refuses a page whose declared length is over 2 MB without reading it", async () => {
    await expect(safeFetch(local("/declared-huge"), { allowLoopback: true })).rejects.toThrow("The page is larger than 2 MB");
  });

  it("counts the 2 MB after decompression, so a small gzip bomb is refused", async () => {
    await expect(safeFetch(local("/gzip-bomb"), { allowLoopback: true })).rejects.toThrow("The page is larger than 2 MB");
  });

  it.each(["ftp://vendor.example/", "file:///etc/passwd", "gopher://vendor.example:70/", "data:text/html,<p>x</p>"])(
    "refuses the scheme of %s",
    async (address) => {
      await expect(safeFetch(address, asPublicSite)).rejects.toThrow(/Only http and https addresses can be scraped/);
    },
  );

  it("refuses a non-standard port, on a public host even when loopback is allowed", async () => {
    await expect(safeFetch("http://vendor.example:8080/page", asPublicSite)).rejects.toThrow(
      "Only the standard ports 80 and 443 can be scraped, not 8080",
    );
    await expect(safeFetch("http://vendor.example:22/", { ...asPublicSite, allowLoopback: true })).rejects.toThrow(/not 22/);
    expect(requests).toEqual([]);
  });

  it.each([
    ["http://[::1]/", "::1 is a loopback address"],
    ["http://[::ffff:127.0.0.1]/", "::ffff:7f00:1 is a loopback address"],
    ["http://localhost/", "localhost resolves to a loopback address (127.0.0.1)"],
    ["http://2130706433/", "127.0.0.1 is a loopback address"],
    ["http://[fd00:ec2::254]/", "fd00:ec2::254 is a cloud metadata address"],
  ])("refuses %s", async (address, message) => {
    await expect(safeFetch(address)).rejects.toThrow(message);
  });

  it("refuses a host name when any of its addresses (A or AAAA) is private", async () => {
    const resolvesTo = (...addresses: string[]): Resolver => async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    await expect(safeFetch("https://vendor.example/", { resolve: resolvesTo("10.0.0.7") })).rejects.toThrow(
      "vendor.example resolves to a private address (10.0.0.7)",
    );
    await expect(safeFetch("https://vendor.example/", { resolve: resolvesTo(PUBLIC_ADDRESS, "fd00:ec2::254") })).rejects.toThrow(
      "vendor.example resolves to a cloud metadata address (fd00:ec2::254)",
    );
    await expect(safeFetch("https://vendor.example/", { resolve: resolvesTo("100.64.1.1", PUBLIC_ADDRESS) })).rejects.toThrow(
      /shared \(CGNAT\) address/,
    );
  });

  it("says when a host name does not resolve", async () => {
    const nowhere: Resolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    await expect(safeFetch("http://no-such-vendor.example/", { resolve: nowhere })).rejects.toThrow("no-such-vendor.example could not be found");
  });

  it("connects to the address it checked: a second, different DNS answer is never asked for (DNS rebinding)", async () => {
    let lookups = 0;
    // First answer loopback (allowed here), every later one private: a rebinding attack's pattern.
    const rebinding: Resolver = async () => [{ address: lookups++ === 0 ? "127.0.0.1" : "10.0.0.1", family: 4 }];
    const page = await safeFetch(`http://rebind.example:${port}/page`, { allowLoopback: true, resolve: rebinding });
    expect(page.body).toContain("Henna by Sana");
    // Node did not resolve the name again (it would have failed: the system resolver does not know it).
    expect(lookups).toBe(1);
  });

  it("gives up when the caller aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("cancelled")), 100);
    await expect(safeFetch(local("/silent"), { allowLoopback: true, signal: controller.signal })).rejects.toThrow("cancelled");
  });
});
