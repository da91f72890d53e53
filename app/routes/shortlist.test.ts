import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enquiries, shortlistItems, shortlists } from "~/db/schema";
import { getConfig } from "~/config.server";
import { QUOTE_MESSAGES } from "~/modules/enquiries/quote-request-form";
import { SHORTLIST_MESSAGES } from "~/modules/shortlist/shortlist-rules";
import { resetClock, setClock } from "~/modules/time/clock";
import { loader as rootLoader } from "~/root";
import { createVendor, type CreatedVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader as compareLoader } from "~/routes/shortlist-compare";
import { action as itemsAction } from "~/routes/shortlist-items";
import { action as quotesAction, loader as quotesLoader } from "~/routes/shortlist-quotes";
import { action as sharedAction, loader as sharedLoader } from "~/routes/shortlist-shared";
import { action as shortlistAction, loader as shortlistLoader } from "~/routes/shortlist";

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-06-01T12:00:00Z");
const FORGED = "shortlist=AAAAAAAAAAAAAAAAAAAAAAAA";
let address = 0;

function post(path: string, fields: [string, string][], headers: Record<string, string> = {}): Request {
  address += 1;
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "x-shaadi-client-ip": `192.0.2.${address}`, ...headers },
    body: new URLSearchParams(fields),
  });
}
const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

const ENQUIRY_FIELDS: [string, string][] = [
  ["name", "Sana Iqbal"],
  ["email", "sana@example.test"],
  ["phone", ""],
  ["eventDate", "2026-11-14"],
  ["eventType", "Walima"],
  ["guestCount", "400"],
  ["message", "Could you quote for our walima?"],
];

type ListData = { vendors: { id: number; name: string; enquiredAt: string | null }[]; shareUrl: string | null; notice: string | null };

describeEachDatabase("the shortlist routes", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let a: CreatedVendor;
  let b: CreatedVendor;
  beforeAll(async () => {
    setClock(() => NOW);
    a = await createVendor(getDb(), { name: "Mehndi by Huma", email: "huma@example.test" });
    b = await createVendor(getDb(), { name: "Dhol Brothers", email: "dhol@example.test" });
  });
  afterAll(() => resetClock());

  /** Saves vendors with JavaScript's post, starting a shortlist; output: the browser's cookie. */
  async function shortlistOf(...vendors: CreatedVendor[]): Promise<string> {
    let cookie = "";
    for (const vendor of vendors) {
      const result = await runRoute(itemsAction, post("/shortlist/items", [["save", String(vendor.id)], ["js", "1"]], cookie ? { cookie } : {}));
      expect(result.status).toBe(200);
      cookie = cookieHeader(result.headers) || cookie;
    }
    return cookie;
  }

  it("starts a shortlist on the first save with a long-lived HttpOnly, SameSite=Lax cookie, and the header counts it", async () => {
    const first = await runRoute(itemsAction, post("/shortlist/items", [["save", String(a.id)], ["js", "1"]]));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ vendorId: a.id, saved: true, count: 1 });
    const [setCookie] = first.headers.getSetCookie();
    expect(setCookie).toMatch(/^shortlist=[A-Za-z0-9_-]{24}; /);
    // Attributes in whatever order the cookie library writes them.
    expect(setCookie?.split("; ").slice(1)).toEqual(expect.arrayContaining(["Path=/", "Max-Age=31536000", "HttpOnly", "SameSite=Lax"]));
    expect(setCookie?.includes("Secure")).toBe(getConfig().publicUrl.startsWith("https:"));
    const cookie = cookieHeader(first.headers);

    const root = await runRoute<{ shortlist: { vendorIds: number[] } }>(rootLoader, get("/", cookie));
    expect(root.body?.shortlist.vendorIds).toEqual([a.id]);
    const anonymous = await runRoute<{ shortlist: { vendorIds: number[] } }>(rootLoader, get("/"));
    expect(anonymous.body?.shortlist.vendorIds).toEqual([]);

    const removed = await runRoute(itemsAction, post("/shortlist/items", [["remove", String(a.id)], ["js", "1"]], { cookie }));
    expect(removed.body).toEqual({ vendorId: a.id, saved: false });
    expect((await runRoute<{ shortlist: { vendorIds: number[] } }>(rootLoader, get("/", cookie))).body?.shortlist.vendorIds).toEqual([]);
  });

  it("without JavaScript, redirects back to the page the button was on, never to another site", async () => {
    const back = await runRoute(itemsAction, post("/shortlist/items", [["save", String(a.id)]], { referer: `${ORIGIN}/category/venues?page=2` }));
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/category/venues?page=2");
    expect(back.headers.getSetCookie()[0]).toMatch(/^shortlist=/);
    const foreign = await runRoute(itemsAction, post("/shortlist/items", [["save", String(a.id)]], { referer: "https://evil.example/x" }));
    expect(foreign.headers.get("Location")).toBe("/shortlist");
  });

  it("refuses the 101st vendor with the cap's message (409 with JavaScript, the notice on /shortlist without)", async () => {
    const cookie = await shortlistOf(a);
    const [{ id }] = await getDb().select({ id: shortlists.id }).from(shortlists).where(eq(shortlists.id, cookie.split("=")[1]!)) as [{ id: string }];
    const fillers = [];
    for (let i = 0; i < 99; i++) fillers.push(await createVendor(getDb()));
    await getDb().insert(shortlistItems).values(fillers.map((vendor) => ({ shortlistId: id, vendorId: vendor.id })));
    const refused = await runRoute<{ formError: { message: string } }>(itemsAction, post("/shortlist/items", [["save", String(b.id)], ["js", "1"]], { cookie }));
    expect(refused.status).toBe(409);
    expect(refused.body?.formError.message).toBe(SHORTLIST_MESSAGES.full);
    const plain = await runRoute(itemsAction, post("/shortlist/items", [["save", String(b.id)]], { cookie }));
    expect(plain.headers.get("Location")).toBe("/shortlist?notice=full");
    const page = await runRoute<ListData>(shortlistLoader, get("/shortlist?notice=full", cookie));
    expect(page.body?.notice).toBe(SHORTLIST_MESSAGES.full);
    expect(page.body?.vendors).toHaveLength(100);
  });

  it("lists the shortlist with its share link, removes from it, and shows it read-only to anyone with the link", async () => {
    const cookie = await shortlistOf(a, b);
    const page = await runRoute<ListData>(shortlistLoader, get("/shortlist", cookie));
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.body?.vendors.map((vendor) => vendor.name)).toEqual(["Mehndi by Huma", "Dhol Brothers"]);
    const shareUrl = page.body!.shareUrl!;
    expect(shareUrl).toMatch(new RegExp(`^${getConfig().publicUrl}/shortlist/[A-Za-z0-9_-]{24}$`));
    const shareId = shareUrl.split("/").pop()!;
    expect(cookie).not.toContain(shareId);

    const shared = await runRoute<{ vendors: { name: string; enquiredAt: null }[] }>(sharedLoader, get(`/shortlist/${shareId}`), { shareId });
    expect(shared.body?.vendors.map((vendor) => vendor.name)).toEqual(["Mehndi by Huma", "Dhol Brothers"]);

    // A relative in another browser saves them into a shortlist of their own.
    const merged = await runRoute<{ message: string }>(sharedAction, post(`/shortlist/${shareId}`, []), { shareId });
    expect(merged.body?.message).toBe("Saved 2 vendors to your shortlist.");
    const theirCookie = cookieHeader(merged.headers);
    expect(theirCookie).toMatch(/^shortlist=/);
    expect(theirCookie).not.toBe(cookie);
    expect((await runRoute<ListData>(shortlistLoader, get("/shortlist", theirCookie))).body?.vendors.map((vendor) => vendor.id)).toEqual([a.id, b.id]);

    const removed = await runRoute(shortlistAction, post("/shortlist", [["vendorId", String(a.id)]], { cookie }));
    expect(removed.status).toBe(303);
    expect((await runRoute<ListData>(shortlistLoader, get("/shortlist", cookie))).body?.vendors.map((vendor) => vendor.id)).toEqual([b.id]);
    // The copy follows the owner's list; the relative's own list does not.
    expect((await runRoute<{ vendors: unknown[] }>(sharedLoader, get(`/shortlist/${shareId}`), { shareId })).body?.vendors).toHaveLength(1);
    expect((await runRoute<ListData>(shortlistLoader, get("/shortlist", theirCookie))).body?.vendors).toHaveLength(2);
  });

  it("answers 404 for a share id that does not exist, to the page and to 'Save these'", async () => {
    for (const shareId of ["AAAAAAAAAAAAAAAAAAAAAAAA", "not-a-share-id"]) {
      expect((await runRoute(sharedLoader, get(`/shortlist/${shareId}`), { shareId })).status).toBe(404);
      const merge = await runRoute(sharedAction, post(`/shortlist/${shareId}`, []), { shareId });
      expect(merge.status).toBe(404);
      expect(merge.headers.getSetCookie()).toEqual([]);
    }
  });

  it("a forged cookie reads nothing, creates nothing under its value, and cannot request quotes", async () => {
    const before = (await getDb().select({ id: shortlists.id }).from(shortlists)).length;
    const page = await runRoute<ListData>(shortlistLoader, get("/shortlist", FORGED));
    expect(page.body).toMatchObject({ vendors: [], shareUrl: null });
    expect((await runRoute<{ shortlist: { vendorIds: number[] } }>(rootLoader, get("/", FORGED))).body?.shortlist.vendorIds).toEqual([]);
    const quotes = await runRoute<{ formError: { message: string } }>(
      quotesAction,
      post("/shortlist/quotes", [["vendor", String(a.id)], ...ENQUIRY_FIELDS], { cookie: FORGED }),
    );
    expect(quotes.status).toBe(400);
    expect(quotes.body?.formError.message).toBe(QUOTE_MESSAGES.notShortlisted);
    expect((await getDb().select({ id: shortlists.id }).from(shortlists)).length).toBe(before);
    const saved = await runRoute(itemsAction, post("/shortlist/items", [["save", String(a.id)], ["js", "1"]], { cookie: FORGED }));
    expect(cookieHeader(saved.headers)).not.toBe(FORGED);
    expect(await getDb().select().from(shortlists).where(eq(shortlists.id, FORGED.split("=")[1]!))).toEqual([]);
  });

  it("compares 2 to 4 shortlisted vendors, and sends fewer or more back with a message", async () => {
    const cookie = await shortlistOf(a, b);
    const one = await runRoute(compareLoader, get(`/shortlist/compare?vendor=${a.id}`, cookie));
    expect(one.status).toBe(302);
    expect(one.headers.get("Location")).toBe("/shortlist?notice=compare-few");
    const five = await runRoute(compareLoader, get(`/shortlist/compare?${[1, 2, 3, 4, 5].map((n) => `vendor=${n}`).join("&")}`, cookie));
    expect(five.headers.get("Location")).toBe("/shortlist?notice=compare-many");
    const notMine = await runRoute(compareLoader, get(`/shortlist/compare?vendor=${a.id}&vendor=${b.id}`));
    expect(notMine.headers.get("Location")).toBe("/shortlist?notice=compare-few");
    const two = await runRoute<{ vendors: { name: string }[] }>(compareLoader, get(`/shortlist/compare?vendor=${b.id}&vendor=${a.id}`, cookie));
    expect(two.body?.vendors.map((vendor) => vendor.name)).toEqual(["Dhol Brothers", "Mehndi by Huma"]);
  });

  it("refuses quotes to 50 vendors keeping what was typed, storing nothing; sends to two and marks them enquired", async () => {
    const fifty = [a, b];
    for (let i = 0; i < 48; i++) fifty.push(await createVendor(getDb()));
    const cookie = await shortlistOf(...fifty);
    const ids = fifty.map((vendor) => vendor.id);
    const countStored = async () => (await getDb().select().from(enquiries).where(inArray(enquiries.vendorId, ids))).length;
    const before = await countStored();

    const opened = await runRoute<{ selected: number[]; notice: string | null }>(quotesLoader, get(`/shortlist/quotes?${ids.map((id) => `vendor=${id}`).join("&")}`, cookie));
    expect(opened.body?.notice).toBe(QUOTE_MESSAGES.tooMany);

    const refused = await runRoute<{ values: Record<string, unknown>; formError: { message: string } }>(
      quotesAction,
      post("/shortlist/quotes", [...ids.map((id): [string, string] => ["vendor", String(id)]), ...ENQUIRY_FIELDS], { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body?.formError.message).toBe("You can request quotes from up to 5 vendors at once.");
    expect(refused.body?.values).toMatchObject({ name: "Sana Iqbal", message: "Could you quote for our walima?", vendor: ids.map(String) });
    expect(await countStored()).toBe(before);

    const sent = await runRoute<{ sent: true; vendors: { name: string }[] }>(
      quotesAction,
      post("/shortlist/quotes", [["vendor", String(a.id)], ["vendor", String(b.id)], ...ENQUIRY_FIELDS], { cookie }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body?.vendors.map((vendor) => vendor.name)).toEqual(["Mehndi by Huma", "Dhol Brothers"]);
    expect(await countStored()).toBe(before + 2);
    const compared = await runRoute<{ vendors: { enquiredAt: string | null }[] }>(compareLoader, get(`/shortlist/compare?vendor=${a.id}&vendor=${b.id}`, cookie));
    expect(compared.body?.vendors.map((vendor) => vendor.enquiredAt)).toEqual([NOW.toISOString(), NOW.toISOString()]);
  });
});
