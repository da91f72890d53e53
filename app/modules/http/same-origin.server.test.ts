import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "~/modules/http/same-origin.server";

const post = (headers: Record<string, string>, url = "http://127.0.0.1:4000/vendor-auth") =>
  new Request(url, { method: "POST", headers });

describe("cross-site form posts", () => {
  const publicUrl = "https://shaadivendors.example";

  it("accepts posts from the request's own origin or the public origin, and posts without Origin", () => {
    expect(isCrossSitePost(post({ origin: "http://127.0.0.1:4000" }), publicUrl)).toBe(false);
    expect(isCrossSitePost(post({ origin: "https://shaadivendors.example" }), publicUrl)).toBe(false);
    expect(isCrossSitePost(post({ "sec-fetch-site": "same-origin" }), publicUrl)).toBe(false);
    expect(isCrossSitePost(post({}), publicUrl)).toBe(false);
  });

  it("refuses posts from another site, an opaque origin, or that the browser marks cross-site", () => {
    expect(isCrossSitePost(post({ origin: "https://evil.example" }), publicUrl)).toBe(true);
    expect(isCrossSitePost(post({ origin: "null" }), publicUrl)).toBe(true);
    expect(isCrossSitePost(post({ "sec-fetch-site": "cross-site" }), publicUrl)).toBe(true);
    expect(isCrossSitePost(post({ origin: "http://127.0.0.1:4001" }), publicUrl)).toBe(true);
  });
});
