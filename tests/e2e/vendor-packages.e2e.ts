import { expect, expectNoAxeViolations, expectText, fetchHtml, test, visit } from "./fixtures";
import { saveFirstToShortlist } from "./support/shortlist-pages";

// docs/product/public-area.md#vendor-page and docs/product/couples-tools.md#compare (decision 068): on the demo
// catalogue, a priced vendor's page shows 'From £…' and its packages, describes them to search engines as offers,
// and says whether it is free on the couple's dates; a vendor without packages keeps its price band; compare shows
// the packages of the vendors chosen and, once dates are set in its date fields, who is free on them.

/** The first demo vendors (ids from 1) with and without packages, judged from their pages' HTML. */
async function demoVendors(baseUrl: string): Promise<{ priced: number[]; unpriced: number }> {
  const priced: number[] = [];
  let unpriced: number | undefined;
  for (let id = 1; id <= 60 && (priced.length < 2 || unpriced === undefined); id++) {
    const { status, html } = await fetchHtml(baseUrl, `/vendor/${id}`);
    if (status !== 200) continue;
    if (!html.includes('data-testid="vendor-packages"')) unpriced ??= id;
    else if (priced.length < 2) priced.push(id);
  }
  expect(priced.length, "two demo vendors with packages among the first ids").toBe(2);
  expect(unpriced, "a demo vendor without packages among the first ids").toBeDefined();
  return { priced, unpriced: unpriced! };
}

/** 14 August of next year: a summer Saturday or near one, always within the three years a date may be. */
function nextAugust14(): string {
  return `${new Date().getUTCFullYear() + 1}-08-14`;
}

test.describe("packages and prices", () => {
  test("a demo vendor's page shows 'From £…', its packages, offers for search engines and the couple's dates @both-widths", async ({ open, baseUrl }) => {
    const { priced, unpriced } = await demoVendors(baseUrl);
    const page = await open();
    await visit(page, `/vendor/${priced[0]}?dates=${nextAugust14()}`);
    const main = page.getByRole("main");
    await expectText(main.getByTestId("from-price"), /^From £\d[\d,]*$/);
    const packages = main.getByRole("region", { name: "Packages" });
    await expect(packages.getByRole("heading", { level: 3 }).first()).toBeVisible();
    const prices = await packages.getByTestId("package-price").allTextContents();
    expect(prices.length).toBeGreaterThanOrEqual(1);
    for (const price of prices) expect(price).toMatch(/^(From )?£\d[\d,]*$/);
    // The 'From' price is the lowest package price.
    const pounds = prices.map((price) => Number(price.replace(/[^\d]/g, "")));
    await expectText(main.getByTestId("from-price"), `From £${Math.min(...pounds).toLocaleString("en-GB")}`);
    await expectText(main.getByTestId("dates-availability"), /(Available on|Booked or unavailable on) 14 Aug/);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => "priceRange" in block);
    expect(business?.priceRange).toMatch(/^From £/);
    const offers = business?.makesOffer as { "@type": string; price: string; priceCurrency: string }[];
    expect(offers).toHaveLength(prices.length);
    for (const offer of offers) expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "GBP", price: expect.stringMatching(/^\d+(\.\d\d)?$/) });
    await expectNoAxeViolations(page);

    // A vendor without packages shows its price band as before, and no 'From' price.
    await visit(page, `/vendor/${unpriced}`);
    await expect(page.getByRole("main").getByRole("heading", { name: /^Contact / })).toBeVisible();
    await expect(page.getByTestId("from-price")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Packages" })).toHaveCount(0);
  });

  test("compare shows each vendor's packages and, with dates set, who is free on them", async ({ open, baseUrl }) => {
    const { priced } = await demoVendors(baseUrl);
    const couple = await open();
    const names: string[] = [];
    for (const id of priced) {
      await visit(couple, `/vendor/${id}`);
      names.push(((await couple.getByRole("heading", { level: 1 }).textContent()) ?? "").trim());
      await saveFirstToShortlist(couple);
    }
    await visit(couple, "/shortlist");
    for (const name of names) await couple.getByLabel(`Select ${name}`).check();
    await couple.getByRole("button", { name: "Compare" }).click();
    await expectText(couple.getByRole("heading", { level: 1 }), "Compare vendors");

    // A card per vendor (decision 071): each row a term and its value, lined up across the cards.
    const compared = couple.getByRole("list", { name: "The chosen vendors side by side" });
    const valuesOf = (label: string) => compared.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
    const priceCells = await valuesOf("Price").allTextContents();
    expect(priceCells).toHaveLength(2);
    for (const cell of priceCells) expect(cell).toMatch(/^From £\d/);
    const packageCells = valuesOf("Packages");
    for (const index of [0, 1]) await expectText(packageCells.nth(index), /: (From )?£\d/);
    await expect(valuesOf("Your dates")).toHaveCount(0);

    // The date field sends the dates by GET; the cards then say who is free on them.
    await couple.getByLabel("Date 1").fill(nextAugust14());
    await couple.getByRole("button", { name: "Check dates" }).click();
    await expect(couple).toHaveURL(/dates=\d{4}-08-14/);
    const dateCells = valuesOf("Your dates");
    for (const index of [0, 1]) await expectText(dateCells.nth(index), /(Available on|Booked or unavailable on) 14 Aug/);
    await expect(couple.getByLabel("Date 2")).toBeVisible();
    await expectNoAxeViolations(couple);
  });
});
