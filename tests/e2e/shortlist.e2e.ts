import { expect, expectNoAxeViolations, expectPath, expectText, test, visit } from "./fixtures";
import { saveToShortlist } from "./support/shortlist-pages";
import { replyToReviewInPortal } from "./review-reply";

// docs/product/couples-tools.md#shortlist and "Request quotes from several vendors", in Chromium: two vendors
// saved (from a category page and a vendor page), the header count, /shortlist, the share link in a fresh browser
// context, 'Save these to my shortlist', compare, and quotes from both that reach each vendor; then, with the
// server's app clock moved past the event (/dev/clock, decision 029), the review invitation from the outbox, the
// review shown as a verified enquiry, and the vendor's reply.
const STAMP = Date.now();
const COUPLE_EMAIL = `shortlist-${STAMP}@example.test`;
const EVENT_IN_DAYS = 200;

/** Posts one intent to the development clock, as its page's forms do. */
async function clock(baseUrl: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(new URL("/dev/clock", baseUrl), { method: "POST", body: new URLSearchParams(fields) });
  expect(response.status).toBe(200);
}

test.afterAll(async ({ baseUrl }) => {
  await clock(baseUrl, { intent: "reset" });
});

test.describe("the shortlist", () => {
  test("saves, shares, compares and requests quotes from two vendors", async ({ open, liveVendor, baseUrl }) => {
    // Two vendors saved, a shared list opened in a second context, compare and two quote requests: longer than the
    // default 60 s on two shared cores.
    test.slow();
    const live = liveVendor;
    const couple = await open({ permissions: ["clipboard-read", "clipboard-write"] });
    const count = couple.getByTestId("shortlist-count").first();

    // A photographer from its category page, then the live mehndi artist from its own page.
    await visit(couple, "/category/photographers");
    await expectText(count, "0");
    const card = couple.locator("article").first();
    const photographer = ((await card.getByRole("heading").first().textContent()) ?? "").trim();
    await saveToShortlist(couple, card);
    expect(await card.getByRole("button", { name: "Shortlisted" }).getAttribute("aria-pressed")).toBe("true");
    await expectText(count, "1");

    await visit(couple, `/vendor/${live.vendorId}`);
    const save = couple.getByRole("main").getByRole("button", { name: "Save to shortlist" }).first();
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await save.click();
    await expectText(couple.getByRole("main").getByRole("button", { name: "Shortlisted" }).first(), "Shortlisted");
    await expectText(count, "2");
    // Kept on the server: a reload still shows both.
    await visit(couple, `/vendor/${live.vendorId}`);
    await expectText(count, "2");

    // /shortlist lists both, with the share link and its Copy button.
    await couple.getByRole("link", { name: /^Shortlist, 2 vendors/ }).first().click();
    await expectPath(couple, "/shortlist");
    const saved = couple.getByRole("list", { name: "Saved vendors" });
    await expectText(saved.getByRole("link", { name: photographer }), photographer);
    await expectText(saved.getByRole("link", { name: live.name }), live.name);
    const shareUrl = await couple.getByLabel("Share link").inputValue();
    expect(shareUrl).toMatch(/\/shortlist\/[A-Za-z0-9_-]{24}$/);
    await couple.getByRole("button", { name: "Copy" }).click();
    await expectText(couple.getByRole("status").filter({ hasText: "Copied" }), "Copied");
    expect(await couple.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await expectNoAxeViolations(couple);

    // The share link in a fresh browser: the same vendors, read-only, and a copy saved into the relative's own list.
    const relative = await open();
    await visit(relative, new URL(shareUrl).pathname);
    await expectText(relative.getByRole("heading", { level: 1 }), "A shared shortlist");
    const shared = relative.getByRole("list", { name: "Shared vendors" });
    await expectText(shared.getByRole("link", { name: photographer }), photographer);
    await expectText(shared.getByRole("link", { name: live.name }), live.name);
    expect(await relative.getByRole("button", { name: /Remove/ }).count()).toBe(0);
    await expectText(relative.getByTestId("shortlist-count").first(), "0");
    await relative.getByRole("button", { name: "Save these to my shortlist" }).click();
    await expectText(relative.getByRole("status").filter({ hasText: "Saved" }), /Saved 2 vendors to your shortlist\./);
    await expectText(relative.getByTestId("shortlist-count").first(), "2");
    await expectNoAxeViolations(relative);

    // Compare the two side by side.
    await saved.getByLabel(`Select ${photographer}`).check();
    await saved.getByLabel(`Select ${live.name}`).check();
    await couple.getByRole("button", { name: "Compare" }).click();
    await expectText(couple.getByRole("heading", { level: 1 }), "Compare vendors");
    // A card per vendor (decision 071), its name a heading and its enquiry state in the 'Enquiry' row.
    const compared = couple.getByRole("list", { name: "The chosen vendors side by side" });
    await expectText(compared.getByRole("heading", { name: photographer }), photographer);
    await expectText(compared.getByRole("heading", { name: live.name }), live.name);
    const enquiryCells = () => couple.locator("dl").filter({ has: couple.locator("dt", { hasText: /^Enquiry$/ }) }).locator("dd").allTextContents();
    await expect.poll(enquiryCells).toEqual(["Not contacted", "Not contacted"]);
    await expectNoAxeViolations(couple);

    // Request quotes from both with one form.
    await couple.getByRole("link", { name: "Back to your shortlist" }).click();
    await expectPath(couple, "/shortlist");
    await couple.getByLabel(`Select ${photographer}`).check();
    await couple.getByLabel(`Select ${live.name}`).check();
    await couple.getByRole("button", { name: "Request quotes" }).click();
    await expectText(couple.getByRole("heading", { level: 1 }), "Request quotes");
    expect(await couple.getByRole("checkbox", { name: photographer }).isChecked()).toBe(true);
    expect(await couple.getByRole("checkbox", { name: live.name }).isChecked()).toBe(true);
    await couple.getByLabel("Your name").fill("Hana Malik");
    await couple.getByLabel("Email").fill(COUPLE_EMAIL);
    await couple.getByLabel("Event date").fill(new Date(Date.now() + EVENT_IN_DAYS * 86_400_000).toISOString().slice(0, 10));
    await couple.getByLabel("Event type").selectOption("Walima");
    await couple.getByLabel("Guest count").fill("350");
    await couple.getByLabel("Message").fill(`Salaam! Could you quote for our walima? (${STAMP})`);
    await expectNoAxeViolations(couple);
    await couple.getByRole("button", { name: "Send quote requests" }).click();
    const done = couple.getByRole("status").filter({ hasText: "Quote requests sent" });
    await expectText(done.getByRole("heading"), "Quote requests sent");
    await expectText(done.getByRole("listitem").filter({ hasText: photographer }), photographer);
    await expectText(done.getByRole("listitem").filter({ hasText: live.name }), live.name);

    // The compare table now says both were contacted.
    await visit(couple, "/shortlist");
    await couple.getByLabel(`Select ${photographer}`).check();
    await couple.getByLabel(`Select ${live.name}`).check();
    await couple.getByRole("button", { name: "Compare" }).click();
    await expectText(couple.getByRole("heading", { level: 1 }), "Compare vendors");
    const sentOn = `Enquiry sent on ${new Date().toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}`;
    await expect.poll(enquiryCells).toEqual([sentOn, sentOn]);

    // Each vendor got its own enquiry: a confirmation per vendor in the outbox, the live vendor's mail and inbox.
    await visit(couple, "/dev/outbox");
    const mails = couple.locator("article").filter({ hasText: COUPLE_EMAIL });
    await expect.poll(() => mails.filter({ hasText: `Your enquiry to ${photographer}` }).count()).toBe(1);
    await expect.poll(() => mails.filter({ hasText: `Your enquiry to ${live.name}` }).count()).toBe(1);
    await expect.poll(() => couple.locator("article").filter({ hasText: live.email }).filter({ hasText: "New enquiry from Hana Malik" }).count()).toBe(1);

    const owner = await open();
    await visit(owner, "/vendor-auth");
    await owner.getByLabel("Email").fill(live.email);
    await owner.getByLabel("Password", { exact: true }).fill(live.password);
    await owner.getByRole("button", { name: "Sign In" }).click();
    await expectPath(owner, "/vendor-dashboard");
    await visit(owner, "/vendor-dashboard/enquiries");
    await owner.getByRole("link", { name: /Hana Malik/ }).first().click();
    await expectText(owner.getByText(String(STAMP)).first(), new RegExp(String(STAMP)));

    // Past the event date, the daily sweep invites a review of each vendor; the couple reviews the live vendor.
    await clock(baseUrl, { intent: "advance", days: String(EVENT_IN_DAYS + 2) });
    await clock(baseUrl, { intent: "send-review-invitations" });
    await visit(couple, "/dev/outbox");
    const invitation = couple.locator("article").filter({ hasText: COUPLE_EMAIL }).filter({ hasText: "Share your review" });
    await expect.poll(() => invitation.count()).toBe(2);
    const href = await invitation.filter({ hasText: live.name }).locator("pre a").filter({ hasText: "/review/" }).first().getAttribute("href");
    await visit(couple, new URL(href!).pathname);
    const title = `Beautiful walima henna ${STAMP}`;
    await couple.getByText("4 stars", { exact: true }).click();
    await couple.getByLabel("Title").fill(title);
    await couple.getByLabel(`Your review of ${live.name}`).fill("Lovely designs, and she came early to set up.");
    await couple.getByRole("button", { name: "Publish review" }).click();
    await couple.waitForURL(new RegExp(`/vendor/${live.vendorId}\\?reviewed=1#reviews$`));
    const review = couple.locator("#reviews article").filter({ hasText: title });
    await expectText(review.getByText("Verified enquiry"), "Verified enquiry");
    expect(await review.getByRole("img", { name: "Rated 4 out of 5" }).count()).toBe(1);

    // The vendor replies once from the portal, and the reply shows under the review.
    await replyToReviewInPortal(owner, title, `Thank you, Hana! ${STAMP}`);
    await visit(couple, `/vendor/${live.vendorId}`);
    await expectText(couple.locator("#reviews article").filter({ hasText: title }).getByText(`Thank you, Hana! ${STAMP}`), `Thank you, Hana! ${STAMP}`);
  });

  test("'Remove' moves the focus to the next vendor's Remove, else the previous, else the heading, and says what it removed", async ({ open }) => {
    const page = await open();
    await visit(page, "/category/venues");
    const cards = page.locator("article");
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      const card = cards.nth(index);
      names.push(((await card.getByRole("heading").first().textContent()) ?? "").trim());
      await saveToShortlist(page, card);
    }
    await visit(page, "/shortlist");
    const saved = page.getByRole("list", { name: "Saved vendors" });
    const order = (await saved.getByRole("button", { name: /^Remove / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""))).map(
      (label) => label.replace(/^Remove /, ""),
    );
    expect([...order].sort()).toEqual([...names].sort());
    const announced = page.getByRole("status").filter({ hasText: /^Removed / });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName ?? "");

    // The first of three: the focus moves to the next one's Remove.
    await page.getByRole("button", { name: `Remove ${order[0]}` }).click();
    await expectText(announced, `Removed ${order[0]} from your shortlist`);
    await expect.poll(focused).toBe(`Remove ${order[1]}`);
    // The last of two: to the previous one's.
    await page.getByRole("button", { name: `Remove ${order[2]}` }).click();
    await expectText(announced, `Removed ${order[2]} from your shortlist`);
    await expect.poll(focused).toBe(`Remove ${order[1]}`);
    // The only one: to the heading of the now empty list.
    await page.keyboard.press("Enter");
    await expectText(announced, `Removed ${order[1]} from your shortlist`);
    await expect.poll(focused).toBe("H1");
    await expectText(page.getByText("Your shortlist is empty."), "Your shortlist is empty.");
  });

  test("works without JavaScript: the save button posts and comes back to the same page", async ({ open }) => {
    const page = await open({ javaScriptEnabled: false });
    await page.goto("/category/venues");
    await page.locator("article").first().getByRole("button", { name: "Save to shortlist" }).click();
    await expectPath(page, "/category/venues");
    expect(await page.locator("article").first().getByRole("button", { name: "Shortlisted" }).getAttribute("aria-pressed")).toBe("true");
    await expectText(page.getByTestId("shortlist-count").first(), "1");
  });
});
