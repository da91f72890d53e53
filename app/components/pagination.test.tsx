import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { pageHref, pageItems, Pagination, paginationMeta } from "~/components/pagination";
import { PageNotFound } from "~/components/status-pages";

/** The markup a browser without JavaScript gets for `element`, rendered inside a router. */
function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/category/:slug", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/category/photographers"]} />);
}

const address = { pathname: "/category/photographers", search: "?location=London&sort=name" };

describe("pageHref", () => {
  it("keeps the other parameters, writes the page from page 2 on and drops a leftover offset", () => {
    expect(pageHref(address, 1)).toBe("/category/photographers?location=London&sort=name");
    expect(pageHref(address, 3)).toBe("/category/photographers?location=London&sort=name&page=3");
    expect(pageHref({ pathname: "/search", search: "?page=4&q=dhol+player&offset=50" }, 2)).toBe("/search?q=dhol+player&page=2");
    expect(pageHref({ pathname: "/search", search: "page=4" }, 1)).toBe("/search");
  });
});

describe("pageItems", () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, "gap", 20]],
    [4, 20, [1, 2, 3, 4, 5, "gap", 20]],
    [10, 20, [1, "gap", 9, 10, 11, "gap", 20]],
    [5, 8, [1, "gap", 4, 5, 6, 7, 8]],
    [20, 20, [1, "gap", 16, 17, 18, 19, 20]],
  ])("on page %d of %d shows %j", (page, count, items) => {
    expect(pageItems(page, count)).toEqual(items);
  });
});

describe("paginationMeta", () => {
  it("gives the canonical address and the neighbours that exist", () => {
    const links = (page: number, count: number) =>
      paginationMeta("https://example.test", address, page, count).flatMap((item) => ("tagName" in item ? [`${String(item.rel)} ${String(item.href)}`] : []));
    expect(links(1, 1)).toEqual(["canonical https://example.test/category/photographers?location=London&sort=name"]);
    expect(links(2, 3)).toEqual([
      "canonical https://example.test/category/photographers?location=London&sort=name&page=2",
      "prev https://example.test/category/photographers?location=London&sort=name",
      "next https://example.test/category/photographers?location=London&sort=name&page=3",
    ]);
    expect(paginationMeta("https://example.test", address, 2, 3).every((item) => "tagName" in item && item.tagName === "link")).toBe(true);
  });
});

describe("Pagination", () => {
  it("renders real links in a nav named Pagination, marking the current page", () => {
    const html = render(<Pagination address={address} page={2} pageCount={3} />);
    expect(html).toMatch(/^<nav aria-label="Pagination"/);
    const links = [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, text]) => ({ attributes: attributes!, text: text!.replace(/<span aria-hidden="true">.<\/span>/g, "").trim() }));
    expect(links.map((link) => link.text)).toEqual(["Previous", "1", "2", "3", "Next"]);
    const href = (text: string) => /href="([^"]*)"/.exec(links.find((link) => link.text === text)!.attributes)?.[1]?.replaceAll("&amp;", "&");
    expect(href("Previous")).toBe("/category/photographers?location=London&sort=name");
    expect(href("3")).toBe("/category/photographers?location=London&sort=name&page=3");
    expect(href("Next")).toBe("/category/photographers?location=London&sort=name&page=3");
    expect(links.find((link) => link.text === "Previous")!.attributes).toContain('rel="prev"');
    expect(links.find((link) => link.text === "Next")!.attributes).toContain('rel="next"');
    const current = links.filter((link) => link.attributes.includes('aria-current="page"'));
    expect(current.map((link) => link.text)).toEqual(["2"]);
    expect(current[0]!.attributes).toContain('aria-label="Page 2"');
  });

  it("leaves out Previous on the first page and Next on the last", () => {
    const first = render(<Pagination address={address} page={1} pageCount={3} />);
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('rel="next"');
    const last = render(<Pagination address={address} page={3} pageCount={3} />);
    expect(last).toContain('rel="prev"');
    expect(last).not.toContain('rel="next"');
  });

  it("renders nothing when everything fits on one page", () => {
    expect(render(<Pagination address={address} page={1} pageCount={1} />)).toBe("");
  });
});

describe("PageNotFound", () => {
  it("says the page does not exist and links to the first page", () => {
    const html = render(<PageNotFound firstPageHref={pageHref({ pathname: "/category/photographers", search: "?sort=name&page=99" }, 1)} />);
    expect(html).toContain("Page Not Found</h1>");
    expect(html).toContain("There is no such page of results.");
    expect(html).toContain('href="/category/photographers?sort=name"');
  });
});
