import { eq, and, count } from "drizzle-orm";
import { expect, it } from "vitest";
import { categories, vendors } from "~/db/schema";
import type { QuerySuggestion } from "~/modules/search/query-suggestions";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/api.search.suggestions";

async function get(search: string): Promise<Response> {
  return routeResponse(loader, new Request(`http://x/api/search/suggestions${search}`));
}

async function suggestionsFor(q: string): Promise<QuerySuggestion[]> {
  const response = await get(`?${new URLSearchParams({ q })}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  return ((await response.json()) as { suggestions: QuerySuggestion[] }).suggestions;
}

describeEachDatabase("GET /api/search/suggestions", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  async function activeIn(slug: string): Promise<number> {
    const [row] = await getDb()
      .select({ total: count() })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(and(eq(categories.slug, slug), eq(vendors.isActive, true)));
    return row!.total;
  }

  it("suggests a category through a synonym, with its count of active vendors", async () => {
    expect(await suggestionsFor("hen")).toEqual([
      { term: "Mehndi Artists", type: "category", slug: "mehndi-artists", matches: await activeIn("mehndi-artists"), via: "henna" },
    ]);
  });

  it("suggests categories whose name contains the input, at most 3 in all", async () => {
    const photo = await suggestionsFor("photo");
    expect(photo[0]).toEqual({ term: "Photographers", type: "category", slug: "photographers", matches: await activeIn("photographers") });
    for (const q of ["ar", "ca", "me", "wedding", "li"]) {
      const suggestions = await suggestionsFor(q);
      expect(suggestions.length, q).toBeGreaterThan(0);
      expect(suggestions.length, q).toBeLessThanOrEqual(3);
      for (const suggestion of suggestions) expect(suggestion.type).toBe("category");
    }
  });

  it("answers an empty list under 2 characters or for text matching nothing", async () => {
    for (const q of ["", "m", " ", "zzz", "💍", "%", "'; drop table categories; --", "x".repeat(5000)]) {
      expect(await suggestionsFor(q), q.slice(0, 20)).toEqual([]);
    }
  });

  it("answers 400 with a message without q", async () => {
    const response = await get("");
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(((await response.json()) as { error: string }).error).toMatch(/Missing q/);
  });
}, { content: "demo-catalogue" });
