import { afterAll, beforeAll, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { vendorBlockedDates } from "~/db/schema";
import { findTown } from "~/modules/city-pages/town-places.server";
import { replacePackages } from "~/modules/packages/packages.server";
import { DATE_NOTES } from "~/modules/search/dates-and-budget";
import type { FilterLinks } from "~/modules/search/filter-chips";
import { resetClock, setClock } from "~/modules/time/clock";
import { createCategory, createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader as categoryLoader, meta as categoryMeta } from "~/routes/category";
import { loader as townLoader } from "~/routes/category-town";
import { loader as searchLoader } from "~/routes/search";

// The search, category and city pages with the couple's dates and budget (docs/product/public-area.md#dates-and-budget):
// bad input is a note on the page, never an error page; the dates ride on the links.

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-11-26T12:00:00Z");
const BUSY_DAY = "2027-08-12";
const FREE_DAY = "2027-08-14";

type Card = { name: string; availableOn?: string[]; fromPricePence?: number | null };
type SearchData = {
  request: { dates: string[]; maxPricePence: number | null; notes: string[] };
  result: { vendors: Card[]; total: number; notes: string[] } | null;
  chips: FilterLinks;
  cardSearch: string;
};
type ListData = { vendors: Card[]; total: number; notes: string[]; chips: FilterLinks; listSearch: string; cardSearch: string; filters: string };

const names = (cards: Card[]) => cards.map((card) => card.name);

describeEachDatabase("pages with dates and budget", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  beforeAll(async () => {
    setClock(() => NOW);
    const db = getDb();
    const leicester = findTown("leicester")!;
    const category = await createCategory(db, { name: "Tabla Players", slug: "tabla-players" });
    const near = { categoryId: category.id, latitude: leicester.lat, longitude: leicester.lng, city: "Leicester" };
    const busy = await createVendor(db, { name: "Tabla Busy Beats", ...near });
    await createVendor(db, { name: "Tabla Free Rhythm", ...near });
    await replacePackages(db, busy.id, [{ name: "Evening", pricePence: 45_000, priceKind: "from", included: "", eventTypes: [], guests: null }]);
    await db.insert(vendorBlockedDates).values({ vendorId: busy.id, day: BUSY_DAY, source: "manual" });
  });
  afterAll(() => resetClock());

  const search = (query: string) => runRoute<SearchData>(searchLoader, new Request(`${ORIGIN}/search?${query}`));
  const category = (query: string) => runRoute<ListData>(categoryLoader, new Request(`${ORIGIN}/category/tabla-players?${query}`), { slug: "tabla-players" });
  const town = (query: string) =>
    runRoute<ListData>(townLoader, new Request(`${ORIGIN}/category/tabla-players/leicester?${query}`), { slug: "tabla-players", town: "leicester" });

  it("lists on the search page only the vendors free on the date, with chips and links that carry it", async () => {
    const page = await search(`q=tabla&dates=${BUSY_DAY}`);
    expect(page.status).toBe(200);
    expect(names(page.body!.result!.vendors)).toEqual(["Tabla Free Rhythm"]);
    expect(page.body!.result!.vendors[0]!.availableOn).toEqual([BUSY_DAY]);
    expect(page.body!.chips.applied).toEqual([{ label: "Available 12 Aug 2027", href: "/search?q=tabla", forgetsDates: true }]);
    expect(page.body!.cardSearch).toBe(`?dates=${BUSY_DAY}`);
  });

  it("writes the chips' links for the page, not for the data request of a navigation in the browser", async () => {
    const page = await runRoute<SearchData>(searchLoader, new Request(`${ORIGIN}/search.data?q=tabla&dates=${BUSY_DAY}&_routes=routes%2Fsearch`));
    expect(page.body!.chips.applied).toEqual([{ label: "Available 12 Aug 2027", href: "/search?q=tabla", forgetsDates: true }]);
    const list = await runRoute<ListData>(categoryLoader, new Request(`${ORIGIN}/category/tabla-players.data?dates=${BUSY_DAY}`), { slug: "tabla-players" });
    expect(list.body!.chips.applied.map((chip) => chip.href)).toEqual(["/category/tabla-players"]);
  });

  it("searches with dates or a budget alone", async () => {
    expect(names((await search(`dates=${BUSY_DAY}`)).body!.result!.vendors)).toEqual(["Tabla Free Rhythm"]);
    expect(names((await search("maxPrice=500")).body!.result!.vendors)).toEqual(["Tabla Busy Beats"]);
  });

  it("answers a budget that is not a number with a note, not an error page", async () => {
    const page = await search("q=tabla&maxPrice=abc");
    expect(page.status).toBe(200);
    expect(page.body!.result!.notes).toContain(DATE_NOTES.budget);
    expect(page.body!.result!.total).toBe(2);
  });

  it("answers 8 dates with a note, searching with the first 7", async () => {
    const eight = Array.from({ length: 8 }, (_, index) => `2027-09-0${index + 1}`).join(",");
    const page = await search(`q=tabla&dates=${eight}`);
    expect(page.status).toBe(200);
    expect(page.body!.request.dates).toHaveLength(7);
    expect(page.body!.result!.notes).toContain(DATE_NOTES.tooMany);
  });

  it("shows the note of an impossible date even when nothing else was asked", async () => {
    const page = await search("dates=2027-02-31");
    expect(page.status).toBe(200);
    expect(page.body!.result).toBeNull();
    expect(page.body!.request.notes).toEqual(["2027-02-31 is not a real date. It was left out of the search."]);
  });

  it("shows the chips of a date and a budget named in the words", async () => {
    const page = await search(`q=${encodeURIComponent("tabla available 12 August 2027 under £1,000")}`);
    // The free one has no prices and the priced one is busy on the day.
    expect(page.body!.result!.vendors).toEqual([]);
    expect(page.body!.chips.applied.map((chip) => chip.label)).toEqual(["Available 12 Aug 2027", "Up to £1,000"]);
  });

  it("lists on a category page only the vendors free on the dates, keeping them on its page links but not its canonical address", async () => {
    const page = await category(`sort=name&dates=${BUSY_DAY}`);
    expect(names(page.body!.vendors)).toEqual(["Tabla Free Rhythm"]);
    expect(page.body!.total).toBe(1);
    expect(page.body!.chips.applied.map((chip) => chip.label)).toEqual(["Available 12 Aug 2027"]);
    expect(page.body!.listSearch).toBe(`sort=name&dates=${BUSY_DAY}`);
    expect(page.body!.cardSearch).toBe(`?dates=${BUSY_DAY}`);
    const tags = categoryMeta({
      loaderData: page.body,
      location: { pathname: "/category/tabla-players", search: `?sort=name&dates=${BUSY_DAY}`, hash: "", state: null, key: "" },
    } as unknown as Parameters<typeof categoryMeta>[0]) as { tagName?: string; rel?: string; href?: string }[];
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(`${new URL(getConfig().publicUrl).origin}/category/tabla-players?sort=name`);
  });

  it("notes bad dates and budgets on a category page", async () => {
    const page = await category("maxPrice=abc&dates=2027-02-31");
    expect(page.status).toBe(200);
    expect(page.body!.notes).toEqual(["2027-02-31 is not a real date. It was left out of the search.", DATE_NOTES.budget]);
    expect(page.body!.total).toBe(2);
  });

  it("keeps a city page whose vendors are all busy on the dates, listing none", async () => {
    const free = await town(`dates=${FREE_DAY}`);
    expect(names(free.body!.vendors).sort()).toEqual(["Tabla Busy Beats", "Tabla Free Rhythm"]);
    const busy = await town(`dates=${BUSY_DAY}&maxPrice=100`);
    expect(busy.status).toBe(200);
    expect(busy.body!.vendors).toEqual([]);
    expect(busy.body!.chips.applied.map((chip) => chip.label)).toEqual(["Available 12 Aug 2027", "Up to £100"]);
  });
});
