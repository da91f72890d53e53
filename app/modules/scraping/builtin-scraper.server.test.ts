import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuiltinScraper } from "~/modules/scraping/builtin-scraper.server";
import { readHtmlPage } from "~/modules/scraping/html-page.server";

const VENDOR_PAGE = `<!doctype html>
<html><head>
  <title>  Henna by Sana |
    Bridal Mehndi  </title>
  <meta name="description" content="Award-winning bridal mehndi artist in Leicester, travelling across the Midlands.">
  <meta property="og:image" content="/images/og-wedding.jpg">
  <style>p { color: red }</style>
  <script>var tracking = "not text";</script>
</head><body>
  <nav><a href="/">Home</a><a href="/gallery">Gallery</a></nav>
  <h1>Henna by Sana</h1>
  <p>Intricate <strong>bridal mehndi</strong> designs blending Rajasthani and Arabic styles for your big day.</p>
  <ul><li>Bridal packages</li><li>Party henna</li></ul>
  <div>Natural henna only<br>No black henna</div>
  <img src="gallery/bride-1.jpg" alt="">
  <img data-src="https://cdn.example/mehndi/2.webp">
  <img srcset="/portfolio/3-small.jpg 1x, /portfolio/3-large.jpg 2x">
  <img src="data:image/gif;base64,R0lGOD">
  <img src="gallery/bride-1.jpg">
  <noscript>Please enable JavaScript</noscript>
</body></html>`;

describe("readHtmlPage", () => {
  it("reads the title, the text one block per line, and absolute image URLs", async () => {
    const page = await readHtmlPage(VENDOR_PAGE, "https://sana.example/about/");
    expect(page.title).toBe("Henna by Sana | Bridal Mehndi");
    expect(page.lines).toEqual([
      "Award-winning bridal mehndi artist in Leicester, travelling across the Midlands.",
      "HomeGallery",
      "Henna by Sana",
      "Intricate bridal mehndi designs blending Rajasthani and Arabic styles for your big day.",
      "Bridal packages",
      "Party henna",
      "Natural henna only",
      "No black henna",
    ]);
    expect(page.imageUrls).toEqual([
      "https://sana.example/images/og-wedding.jpg",
      "https://sana.example/about/gallery/bride-1.jpg",
      "https://cdn.example/mehndi/2.webp",
      "https://sana.example/portfolio/3-small.jpg",
    ]);
    expect(page.finalUrl).toBe("https://sana.example/about/");
  });

  it("falls back to the first heading for a page without a title", async () => {
    expect((await readHtmlPage("<h1>Glam by Aisha</h1>", "https://glam.example/")).title).toBe("Glam by Aisha");
  });
});

describe("createBuiltinScraper", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === "/") response.writeHead(301, { location: "/home/" }).end();
      else if (request.url === "/home/") response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(VENDOR_PAGE);
      else if (request.url === "/logo.png") response.writeHead(200, { "content-type": "image/png" }).end("PNG");
      else response.writeHead(404, { "content-type": "text/html" }).end("<p>Not found</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("scrapes a page after its redirects, images resolved against the final address", async () => {
    const page = await createBuiltinScraper({ allowLoopback: true }).scrape(`${base}/`);
    expect(page.finalUrl).toBe(`${base}/home/`);
    expect(page.title).toBe("Henna by Sana | Bridal Mehndi");
    expect(page.imageUrls).toContain(`${base}/home/gallery/bride-1.jpg`);
  });

  it("refuses the local site unless loopback is allowed", async () => {
    await expect(createBuiltinScraper().scrape(`${base}/`)).rejects.toThrow("127.0.0.1 is a loopback address");
  });

  it("reports a status other than 2xx and a response that is not HTML", async () => {
    const scraper = createBuiltinScraper({ allowLoopback: true });
    await expect(scraper.scrape(`${base}/missing`)).rejects.toThrow("The site answered with status 404");
    await expect(scraper.scrape(`${base}/logo.png`)).rejects.toThrow("The address is not a web page (image/png)");
  });
});
