import { vendorSchemaType } from "~/modules/categories/category-schema-types";
import { expect, fetchHtml, test } from "./fixtures";

// docs/product/public-area.md#seo: what a crawler gets from the production server, without a browser: the head of each public
// page, its structured data as script text, the sitemap and robots.txt.

/** The `<head>` of a server-rendered page. */
const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
const scriptsOf = (head: string) => [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

test.describe("what crawlers read", () => {
  test("gives each public page one title, a description, one canonical and parseable JSON-LD", async ({ baseUrl }) => {
    const sitemap = await (await fetch(new URL("/sitemap.xml", baseUrl))).text();
    const vendorPath = new URL(/<loc>([^<]*\/vendor\/\d+)<\/loc>/.exec(sitemap)![1]!).pathname;
    const pages = ["/", "/search?q=mehndi&location=Birmingham", "/category/mehndi-artists", vendorPath];
    const titles = new Set<string>();
    for (const path of pages) {
      const { status, html } = await fetchHtml(baseUrl, path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<html lang="en-GB"/);
      const head = headOf(html);
      const title = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]!);
      expect(title, path).toHaveLength(1);
      titles.add(title[0]!);
      expect(head.match(/<meta name="description" content="[^"]{50,}"/g), path).toHaveLength(1);
      expect(head.match(/<link rel="canonical"/g), path).toHaveLength(1);
      // Share tags and the canonical name absolute addresses under the public origin.
      expect(head.match(/<meta property="og:image" content="https?:\/\/[^"]+"/g), path).toHaveLength(1);
      expect(head, path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      for (const text of scriptsOf(head)) {
        // Escaped for the script element: no markup can end it early.
        expect(text, path).not.toMatch(/[<>]/);
        expect(JSON.parse(text)["@context"], path).toBe("https://schema.org");
      }
    }
    expect(titles.size).toBe(pages.length);

    const types = async (path: string) => scriptsOf(headOf((await fetchHtml(baseUrl, path)).html)).map((text) => JSON.parse(text)["@type"]);
    expect(await types("/")).toEqual(["WebSite"]);
    expect(await types("/category/mehndi-artists")).toEqual(["BreadcrumbList"]);
    // The vendor's block is typed by its category (decision 072), named by the breadcrumb's second step.
    const [business, trail] = scriptsOf(headOf((await fetchHtml(baseUrl, vendorPath)).html)).map((text) => JSON.parse(text));
    expect(trail["@type"]).toBe("BreadcrumbList");
    const slug = new URL(trail.itemListElement[1].item).pathname.replace("/category/", "");
    expect(business["@type"]).toEqual(vendorSchemaType(slug));
    expect(business.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" }),
    );
    expect(business.description.length).toBeLessThanOrEqual(300);

    const article = scriptsOf(headOf((await fetchHtml(baseUrl, "/blog/1")).html))
      .map((text) => JSON.parse(text))
      .find((block) => block["@type"] === "Article");
    expect(article).toMatchObject({ "@type": "Article", datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(article.dateModified >= article.datePublished).toBe(true);
  });

  test("serves the sitemap and robots.txt with cache headers", async ({ baseUrl }) => {
    const sitemap = await fetch(new URL("/sitemap.xml", baseUrl));
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(sitemap.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>[^<]*\/category\/mehndi-artists<\/loc>/);

    const robots = await fetch(new URL("/robots.txt", baseUrl));
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain("\nDisallow: /admin\n");
    expect(text).toMatch(/\nSitemap: https?:\/\/[^\n]+\/sitemap\.xml\n/);
  });
});
