import { beforeAll, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { findTown, type Town } from "~/modules/city-pages/town-places.server";
import type { TownCount } from "~/modules/city-pages/city-vendors.server";
import { PAGE_NOT_FOUND_MESSAGE } from "~/modules/search/search-request";
import { createCategory, createVendor, type CategoryRow } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader, meta } from "~/routes/category-town";
import { loader as categoryLoader } from "~/routes/category";
import { loader as sitemapLoader } from "~/routes/sitemap-xml";

const ORIGIN = "http://localhost:3000";

type PageData = {
  vendors: { id: number; name: string }[];
  total: number;
  inTown: number;
  intro: string;
  nearby: TownCount[];
  page: number;
  pageCount: number;
  town: { name: string; slug: string; radiusKm: number };
};

function town(slug: string): Town {
  const found = findTown(slug);
  if (!found) throw new Error(`No town ${slug}`);
  return found;
}

/** A point `km` east of a town's centre (1° of longitude is 111.32·cos(latitude) km). */
function eastOf(place: Town, km: number) {
  return { latitude: place.lat, longitude: place.lng + km / (111.32 * Math.cos((place.lat * Math.PI) / 180)) };
}

describeEachDatabase("GET /category/:slug/:town (city landing pages)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let mehndi: CategoryRow;
  let dhol: CategoryRow;
  let inLeicester: string[];

  beforeAll(async () => {
    const db = getDb();
    mehndi = await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists" });
    dhol = await createCategory(db, { name: "Dhol Players", slug: "dhol-players" });
    const leicester = town("leicester");
    inLeicester = [];
    for (const [index, km] of [0.5, 2, 4].entries()) {
      const vendor = await createVendor(db, {
        categoryId: mehndi.id,
        name: `Leicester Henna ${index}`,
        city: "Leicester",
        location: "Leicester",
        ...eastOf(leicester, km),
        facets: index === 0 ? ["female"] : [],
      });
      inLeicester.push(vendor.name);
    }
    // Not on the map yet: its address town places it.
    inLeicester.push((await createVendor(db, { categoryId: mehndi.id, name: "Unmapped Henna", city: "Leicester", location: "Leicester" })).name);
    // In the area but not in Leicester itself.
    await createVendor(db, { categoryId: mehndi.id, name: "Oadby Henna", city: "Oadby", location: "Oadby", ...eastOf(town("oadby"), 0) });
    // Never counted: inactive, another category, outside the 15 km.
    await createVendor(db, { categoryId: mehndi.id, name: "Hidden Henna", city: "Leicester", ...eastOf(leicester, 1), isActive: false });
    await createVendor(db, { categoryId: dhol.id, name: "Leicester Dhol", city: "Leicester", ...eastOf(leicester, 1) });
    for (const index of [0, 1]) {
      await createVendor(db, { categoryId: mehndi.id, name: `Hinckley Henna ${index}`, city: "Hinckley", ...eastOf(town("hinckley"), index) });
    }
    await createVendor(db, { categoryId: mehndi.id, name: "Coventry Henna", city: "Coventry", ...eastOf(town("coventry"), 1) });
    // 26 dhol players in Coventry: two pages.
    for (let index = 0; index < 26; index++) {
      await createVendor(db, { categoryId: dhol.id, name: `Coventry Dhol ${String(index).padStart(2, "0")}`, city: "Coventry", ...eastOf(town("coventry"), index / 10) });
    }
  });

  const get = (slug: string, townSlug: string, search = "") =>
    runRoute<PageData | string>(loader, new Request(`${ORIGIN}/category/${slug}/${encodeURIComponent(townSlug)}${search}`), { slug, town: townSlug });
  const page = (body: PageData | string | undefined) => body as PageData;

  it("lists the category's active vendors within 15 km of a city, with an intro from the real counts", async () => {
    const result = await get("mehndi-artists", "leicester");
    expect(result.status).toBe(200);
    const body = page(result.body);
    expect(body.town).toEqual({ name: "Leicester", slug: "leicester", radiusKm: 15 });
    expect(body.vendors.map((vendor) => vendor.name).sort()).toEqual([...inLeicester, "Oadby Henna"].sort());
    expect(body).toMatchObject({ total: 5, inTown: 4, page: 1, pageCount: 1 });
    expect(body.intro.startsWith("5 mehndi artists within 15 km of Leicester, 4 of them in Leicester itself; 1 offers a female-only team.")).toBe(true);
    // Nearest on the map first after nothing featured; the unmapped one last.
    expect(body.vendors.map((vendor) => vendor.name).at(-1)).toBe("Unmapped Henna");
  });

  it("links nearby towns that have vendors of the category, nearest first, with their own counts", async () => {
    const { nearby } = page((await get("mehndi-artists", "leicester")).body);
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.length).toBeLessThanOrEqual(6);
    expect(nearby.every((other) => other.count > 0 && other.slug !== "leicester")).toBe(true);
    expect(nearby.find((other) => other.slug === "hinckley")).toEqual({ name: "Hinckley", slug: "hinckley", count: 2 });
    // Every linked page exists and lists the count the link gives.
    for (const other of nearby) {
      const linked = await get("mehndi-artists", other.slug);
      expect(linked.status, other.slug).toBe(200);
      expect(page(linked.body).total, other.slug).toBe(other.count);
    }
  });

  it("writes a unique title, description, canonical address and Home › Category › Town breadcrumbs", async () => {
    const body = page((await get("mehndi-artists", "leicester")).body);
    const tags = meta({ loaderData: body, location: { pathname: "/category/mehndi-artists/leicester" } } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ title: "Mehndi Artists in Leicester | Shaadi Vendors UK" });
    const description = tags.find((tag) => tag.name === "description")?.content as string;
    expect(description).toContain("5 mehndi artists");
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${getConfig().publicUrl}/category/mehndi-artists/leicester` });
    const crumbs = tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"] as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((item) => [item.name, item.item.slice(getConfig().publicUrl.length)])).toEqual([
      ["Home", "/"],
      ["Mehndi Artists", "/category/mehndi-artists"],
      ["Leicester", "/category/mehndi-artists/leicester"],
    ]);
  });

  it("pages by 24, and answers 404 past the last page", async () => {
    const first = page((await get("dhol-players", "coventry")).body);
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 2 });
    expect(first.vendors).toHaveLength(24);
    const second = await get("dhol-players", "coventry", "?page=2");
    expect(second.status).toBe(200);
    expect(page(second.body).vendors).toHaveLength(2);
    expect(page(second.body).vendors.map((vendor) => vendor.id).filter((id) => first.vendors.some((other) => other.id === id))).toEqual([]);
    for (const search of ["?page=3", "?page=0", "?page=abc"]) {
      const missing = await get("dhol-players", "coventry", search);
      expect(missing.status, search).toBe(404);
      expect(missing.body, search).toBe(PAGE_NOT_FOUND_MESSAGE);
    }
  });

  it("answers 404 for an unknown town, a town without vendors of the category, a village or neighbourhood, and an unknown category", async () => {
    for (const [slug, townSlug] of [
      ["mehndi-artists", "atlantis"],
      ["mehndi-artists", "bristol"],
      ["mehndi-artists", "tooting"],
      ["mehndi-artists", "bham"],
      ["dhol-players", "hinckley"],
      ["ice-sculptors", "leicester"],
    ]) {
      expect((await get(slug!, townSlug!)).status, `${slug}/${townSlug}`).toBe(404);
    }
  });

  it("answers 404, never 500, for a town slug with odd characters", async () => {
    for (const townSlug of ["Leicester", "le<script>", "leicester-", "-leicester", "leicester--city", "léicester", "leicester%00", "../../etc/passwd", "l".repeat(500), "", " leicester"]) {
      const result = await get("mehndi-artists", townSlug);
      expect(result.status, JSON.stringify(townSlug)).toBe(404);
    }
  });

  it("links the city pages from the category page as popular towns, with the city pages' counts", async () => {
    const result = await runRoute<{ popularTowns: TownCount[] }>(categoryLoader, new Request(`${ORIGIN}/category/mehndi-artists`), { slug: "mehndi-artists" });
    const towns = result.body!.popularTowns;
    expect(towns[0]).toEqual({ name: "Leicester", slug: "leicester", count: 5 });
    expect(towns).toContainEqual({ name: "Hinckley", slug: "hinckley", count: 2 });
    expect(towns).toContainEqual({ name: "Coventry", slug: "coventry", count: 1 });
    expect(towns.map((entry) => entry.count)).toEqual([...towns.map((entry) => entry.count)].sort((a, b) => b - a));
  });

  it("lists in the sitemap the city pages of towns with at least 3 of the category's vendors", async () => {
    const xml = await (await routeResponse(sitemapLoader, new Request(`${ORIGIN}/sitemap.xml`))).text();
    const at = (path: string) => `<loc>${getConfig().publicUrl}${path}</loc>`;
    expect(xml).toContain(at("/category/mehndi-artists/leicester"));
    expect(xml).toContain(at("/category/dhol-players/coventry"));
    // 2 and 1 vendors: not enough for the sitemap, though their pages exist.
    expect(xml).not.toContain(at("/category/mehndi-artists/hinckley"));
    expect(xml).not.toContain(at("/category/mehndi-artists/coventry"));
    expect(xml).not.toContain(at("/category/dhol-players/leicester"));
  });
});
