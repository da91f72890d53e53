import { describe, expect, it } from "vitest";
import { pageUrlOf } from "~/modules/http/page-url.server";

const address = (url: string) => {
  const page = pageUrlOf(new Request(url));
  return `${page.pathname}${page.search}`;
};

describe("pageUrlOf", () => {
  it("gives a client-side data request the address of its page", () => {
    expect(address("http://localhost/search.data?q=mehndi%20artist&facet=halal")).toBe("/search?q=mehndi%20artist&facet=halal");
    expect(address("http://localhost/category/mehndi-artists.data?_routes=routes%2Fcategory&sort=name")).toBe("/category/mehndi-artists?sort=name");
    expect(address("http://localhost/_.data")).toBe("/");
  });

  it("leaves a document request's address as sent", () => {
    expect(address("http://localhost/search?q=mehndi%20artist&location=Birmingham")).toBe("/search?q=mehndi%20artist&location=Birmingham");
    expect(address("http://localhost/category/data-analysts")).toBe("/category/data-analysts");
  });
});
