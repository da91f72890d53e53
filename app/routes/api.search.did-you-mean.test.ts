import { expect, it } from "vitest";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/api.search.did-you-mean";

async function get(search: string): Promise<Response> {
  return routeResponse(loader, new Request(`http://x/api/search/did-you-mean${search}`));
}

async function suggestions(q: string): Promise<string[]> {
  const response = await get(`?${new URLSearchParams({ q })}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  const body = (await response.json()) as { suggestions: string[] };
  expect(Object.keys(body)).toEqual(["suggestions"]);
  return body.suggestions;
}

describeEachDatabase("GET /api/search/did-you-mean", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("offers 'Mehndi Artists' for 'mendhi'", async () => {
    expect((await suggestions("mendhi"))[0]).toBe("Mehndi Artists");
  });

  it("corrects a query with a place in it", async () => {
    expect((await suggestions("mendhi bham"))[0]).toBe("mehndi bham");
  });

  it("answers an empty list for a query spelt right, an empty one, or one with no words", async () => {
    for (const q of ["henna birmingham", "", "   ", "💍", "&|!:*()'"]) expect(await suggestions(q), q).toEqual([]);
  });

  it("answers at most 3 terms and never fails on long or hostile text", async () => {
    for (const q of ["x".repeat(5000), "mendhi photgrapher jewlery catrers weddng", "'; drop table categories; --"]) {
      expect((await suggestions(q)).length, q.slice(0, 20)).toBeLessThanOrEqual(3);
    }
  });

  it("answers 400 with a message without q", async () => {
    const response = await get("");
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(((await response.json()) as { error: string }).error).toMatch(/Missing q/);
  });
}, { content: "demo-catalogue" });
