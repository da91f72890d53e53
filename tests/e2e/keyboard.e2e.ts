import type { Page } from "@playwright/test";
import { eventually, expect, expectCount, expectPath, expectText, findVendorIds, test, vendorPhotoCount, visit } from "./fixtures";
import { serveTiles } from "./map-tiles";

// docs/product/public-area.md#speed-and-accessibility: keyboard-only use of the header, search boxes, lightbox, tabs and forms. After a page has
// loaded, these journeys touch it only through the keyboard (Tab, Shift+Tab, Enter, Space, Escape, arrows and
// typing): no clicks, no programmatic focus, no fill(). Every element Tab lands on must show a focus indicator.

const STAMP = Date.now();

/** What has the focus: enough to name it, place it, and tell whether it shows a focus indicator. */
type Focused = {
  tag: string;
  id: string;
  role: string | null;
  /** aria-label, else the trimmed text. */
  name: string;
  inHeader: boolean;
  inMain: boolean;
  inDialog: boolean;
  inMenu: boolean;
  /** The centre of its box, in viewport pixels. */
  x: number;
  y: number;
  /** A computed outline (style not none, width > 0) or box-shadow. */
  indicator: boolean;
  /** Its box has a size and lies at least partly in the viewport. */
  onScreen: boolean;
  /** The middle of its visible part is the element itself (or inside it), not something over it such as the sticky header. */
  uncovered: boolean;
};

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return {
        tag: "body",
        id: "",
        role: null,
        name: "",
        inHeader: false,
        inMain: false,
        inDialog: false,
        inMenu: false,
        x: 0,
        y: 0,
        indicator: false,
        onScreen: false,
        uncovered: false,
      };
    }
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    // The visible text, as a screen reader names it (the logo's aria-hidden "SV" mark left out).
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, window.innerHeight)];
    const [left, right] = [Math.max(box.left, 0), Math.min(box.right, window.innerWidth)];
    const hit = top < bottom && left < right ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      role: element.getAttribute("role"),
      name: (element.getAttribute("aria-label") ?? copy.textContent ?? "").replace(/\s+/g, " ").trim(),
      inHeader: Boolean(element.closest("body > header")),
      inMain: Boolean(element.closest("main")),
      inDialog: Boolean(element.closest('[role="dialog"]')),
      inMenu: Boolean(element.closest("#mobile-menu")),
      x: Math.round(box.left + box.width / 2),
      y: Math.round(box.top + box.height / 2),
      indicator: outline || style.boxShadow !== "none",
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      uncovered: hit !== null && element.contains(hit),
    };
  });

/**
 * Presses `key` and returns what has the focus afterwards, checking it shows a focus indicator and is on screen,
 * not hidden under anything (the page scrolls smoothly, so that is awaited).
 */
async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  let now = await focused(page);
  expect(now.tag, `focus after ${key}`).not.toBe("body");
  expect(now.indicator, `focus indicator on ${now.tag}#${now.id} "${now.name}"`).toBe(true);
  await eventually(async () => {
    now = await focused(page);
    expect(now.onScreen, `${now.tag}#${now.id} "${now.name}" is on screen when focused`).toBe(true);
    expect(now.uncovered, `${now.tag}#${now.id} "${now.name}" is not covered when focused`).toBe(true);
  });
  return now;
}

/** Tabs (or Shift+Tabs) until `wanted` has the focus; every stop on the way is checked as {@link press} does. */
async function tabTo(page: Page, wanted: (element: Focused) => boolean, { key = "Tab", limit = 40 } = {}): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let step = 0; step < limit; step++) {
    const now = await press(page, key);
    stops.push(now);
    if (wanted(now)) return stops;
  }
  throw new Error(`Nothing matching was reached in ${limit} presses of ${key}: ${stops.map((stop) => stop.name || stop.id).join(" → ")}`);
}

const byId = (id: string) => (element: Focused) => element.id === id;
const byName = (name: string | RegExp) => (element: Focused) => (typeof name === "string" ? element.name === name : name.test(element.name));

/** The attribute of the focused element (for combobox state). */
const focusedAttribute = (page: Page, name: string) => page.evaluate((attribute) => document.activeElement?.getAttribute(attribute) ?? null, name);
const focusedValue = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null);

test.describe("the header", () => {
  test("offers a skip link first, which moves the focus to the main content", async ({ open }) => {
    const page = await open();
    await visit(page, "/about");
    const skip = await press(page, "Tab");
    expect(skip.name).toBe("Skip to content");
    expect(skip.tag).toBe("a");
    await page.keyboard.press("Enter");
    await eventually(async () => expect((await focused(page)).id).toBe("main"));
    // The next Tab continues inside the main content, not in the header.
    const next = await press(page, "Tab");
    expect(next.inMain).toBe(true);
  });

  test("reaches every header link with Tab, left to right, and back with Shift+Tab", async ({ open }) => {
    const page = await open();
    await visit(page, "/about");
    const stops = await tabTo(page, byName("List Business"));
    const inHeader = stops.filter((stop) => stop.inHeader);
    expect(inHeader.map((stop) => stop.name)).toEqual([
      "Shaadi Vendors UK",
      "Find Vendors",
      "Categories",
      "List Your Business",
      "About",
      "Shortlist, 0 vendors",
      "Planner",
      "Vendor Login",
      "List Business",
    ]);
    // Visual order: one row, each stop to the right of the one before.
    for (let index = 1; index < inHeader.length; index++) {
      expect(inHeader[index]!.x, inHeader[index]!.name).toBeGreaterThan(inHeader[index - 1]!.x);
      expect(Math.abs(inHeader[index]!.y - inHeader[0]!.y), inHeader[index]!.name).toBeLessThan(20);
    }
    const back = await tabTo(page, byName("Shaadi Vendors UK"), { key: "Shift+Tab" });
    expect(back.map((stop) => stop.name)).toEqual(inHeader.slice(0, -1).map((stop) => stop.name).reverse());
  });

  test("follows a header link with Enter", async ({ open }) => {
    const page = await open();
    await visit(page, "/contact");
    await tabTo(page, byName("About"));
    await page.keyboard.press("Enter");
    await expectPath(page, "/about");
    await expectText(page.locator("main h1"), "About Shaadi Vendors UK");
  });

  test("opens the phone menu with Enter or Space, walks it with Tab, and closes it with Escape back on its button", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, "/about");
    const stops = await tabTo(page, byName("Open menu"));
    expect(stops.map((stop) => stop.name)).toEqual(["Skip to content", "Shaadi Vendors UK", "Open menu"]);
    const button = page.locator('header button[aria-controls="mobile-menu"]');

    await page.keyboard.press("Enter");
    await expectCount(page.locator("#mobile-menu"), 1);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // The focus stays on the button (now "Close menu"); the menu follows it in the Tab order.
    expect((await focused(page)).name).toBe("Close menu");
    const links: string[] = [];
    for (let index = 0; index < 8; index++) {
      const stop = await press(page, "Tab");
      expect(stop.inMenu, stop.name).toBe(true);
      links.push(stop.name);
    }
    expect(links).toEqual(["Find Vendors", "Categories", "List Your Business", "About", "Shortlist, 0 vendors", "Planner", "Vendor Login", "List Business"]);
    // Escape from inside the menu closes it and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await expectCount(page.locator("#mobile-menu"), 0);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    const after = await focused(page);
    expect(after.name).toBe("Open menu");
    expect(after.indicator).toBe(true);

    // Space opens it too; Escape on the button closes it.
    await page.keyboard.press("Space");
    await expectCount(page.locator("#mobile-menu"), 1);
    await page.keyboard.press("Escape");
    await expectCount(page.locator("#mobile-menu"), 0);
    expect((await focused(page)).name).toBe("Open menu");

    // Tabbing past the last link leaves the menu for the page, and the menu closes rather than cover what has the focus.
    await page.keyboard.press("Enter");
    await expectCount(page.locator("#mobile-menu"), 1);
    await tabTo(page, byName("List Business"));
    const out = await press(page, "Tab");
    expect(out.inMain).toBe(true);
    await expectCount(page.locator("#mobile-menu"), 0);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
  });

  test("follows a phone menu link with Enter", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, "/about");
    await tabTo(page, byName("Open menu"));
    await page.keyboard.press("Enter");
    await tabTo(page, (stop) => stop.inMenu && stop.name === "List Your Business");
    await page.keyboard.press("Enter");
    await expectPath(page, "/onboarding");
    await expectCount(page.locator("#mobile-menu"), 0);
  });
});

/** Waits for the focused combobox's list to open, and returns its options' labels (the first line of each). */
async function openOptions(page: Page): Promise<string[]> {
  await eventually(async () => expect(await focusedAttribute(page, "aria-expanded")).toBe("true"));
  const listId = await focusedAttribute(page, "aria-controls");
  return page.locator(`[id="${listId}"] [role="option"] > span:first-child`).allTextContents();
}

/**
 * With the focus on a combobox whose list is open: ArrowDown and ArrowUp move the active option (announced through
 * aria-activedescendant and aria-selected), Escape closes the list keeping the text, ArrowDown opens it again, and
 * Enter picks the active option. Returns the picked label.
 */
async function pickSecondOption(page: Page, labels: string[]): Promise<string> {
  const listId = await focusedAttribute(page, "aria-controls");
  const activeLabel = async () => {
    const active = await focusedAttribute(page, "aria-activedescendant");
    expect(active, "aria-activedescendant").toBeTruthy();
    const option = page.locator(`[id="${listId}"] [id="${active}"]`);
    expect(await option.getAttribute("aria-selected")).toBe("true");
    return ((await option.locator("span").first().textContent()) ?? "").trim();
  };
  const typed = await focusedValue(page);
  expect(await focusedAttribute(page, "aria-activedescendant")).toBeNull();
  // Each key is followed by a render: wait for it rather than read the attributes at once.
  const expectActive = (label: string | undefined) => eventually(async () => expect(await activeLabel()).toBe(label));
  const expectExpanded = (value: string) => eventually(async () => expect(await focusedAttribute(page, "aria-expanded")).toBe(value));
  await page.keyboard.press("ArrowDown");
  await expectActive(labels[0]);
  await page.keyboard.press("ArrowDown");
  await expectActive(labels[1]);
  await page.keyboard.press("ArrowUp");
  await expectActive(labels[0]);
  await page.keyboard.press("Escape");
  await expectExpanded("false");
  await expect(page.locator(`[id="${listId}"]`)).toBeHidden();
  expect(await focusedValue(page)).toBe(typed);
  await page.keyboard.press("ArrowDown");
  await expectExpanded("true");
  await page.keyboard.press("ArrowDown");
  let picked = "";
  await eventually(async () => {
    picked = await activeLabel();
  });
  await page.keyboard.press("Enter");
  await expectExpanded("false");
  expect(await focusedValue(page)).toBe(picked);
  return picked;
}

test.describe("the search boxes", () => {
  test("home hero: picks a suggestion in each box with the arrows and Enter, then searches with Enter", async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await tabTo(page, byId("hero-query"));
    expect(await focusedAttribute(page, "role")).toBe("combobox");
    expect(await focusedAttribute(page, "aria-expanded")).toBe("false");
    await page.keyboard.type("artist", { delay: 40 });
    const queries = await openOptions(page);
    expect(queries.length).toBeGreaterThanOrEqual(2);
    const query = await pickSecondOption(page, queries);

    const location = await press(page, "Tab");
    expect(location.id).toBe("hero-location");
    await page.keyboard.type("Lei", { delay: 40 });
    const places = await openOptions(page);
    expect(places[0]).toMatch(/^Leicester/);
    expect(places.length).toBeGreaterThanOrEqual(2);
    const place = await pickSecondOption(page, places);

    // With the list closed, Enter submits the form.
    await page.keyboard.press("Enter");
    await expectPath(page, `/search?${new URLSearchParams({ q: query, location: place })}`);
    await expectText(page.locator("main h1"), /^\d+ vendors? found/);
  });

  test("search page: replaces both values by keyboard and searches with the button", async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=photographers&location=London");
    await tabTo(page, byId("search-query"));
    expect(await focusedValue(page)).toBe("photographers");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("hen", { delay: 40 });
    // Until the answer for the whole text arrives, the list may still show an earlier prefix's suggestions.
    await eventually(async () => expect((await openOptions(page))[0]).toBe("Mehndi Artists"));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    expect(await focusedValue(page)).toBe("Mehndi Artists");

    expect((await press(page, "Tab")).id).toBe("search-location");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Brad", { delay: 40 });
    await eventually(async () => expect((await openOptions(page))[0]).toMatch(/^Bradford/));
    // Escape closes the list; the typed text stays, and searching uses it as typed.
    await page.keyboard.press("Escape");
    expect(await focusedAttribute(page, "aria-expanded")).toBe("false");
    expect((await press(page, "Tab")).name).toBe("Use my current location");
    expect((await press(page, "Tab")).name).toBe("Search Vendors");
    await page.keyboard.press("Enter");
    await expectPath(page, "/search?q=Mehndi+Artists&location=Brad");
  });
});

test.describe("the vendor page", () => {
  let vendorId: number;
  let photos: number;

  test.beforeAll(async ({ baseUrl }) => {
    ({ gallery: vendorId } = await findVendorIds(baseUrl, { gallery: (count) => count >= 3 }));
    photos = (await vendorPhotoCount(baseUrl, vendorId))!;
  });

  const visiblePanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');

  test("moves between the tabs with the arrow keys, activating each, and Tab enters the panel", async ({ open }) => {
    const page = await open();
    // The Location tab draws its map; this machine has no tile server, so tiles come from a local stand-in.
    await serveTiles(page);
    await visit(page, `/vendor/${vendorId}`);
    const first = (await tabTo(page, (stop) => stop.role === "tab")).at(-1)!;
    expect(first.name).toBe("Overview");
    expect(await focusedAttribute(page, "aria-selected")).toBe("true");

    // Radix moves the focus a task after the key press.
    const expectTab = async (name: string, heading: string) => {
      await eventually(async () => {
        const now = await focused(page);
        expect(now.role).toBe("tab");
        expect(now.name).toBe(name);
        expect(now.indicator, `focus indicator on the ${name} tab`).toBe(true);
        expect(await focusedAttribute(page, "aria-selected")).toBe("true");
      });
      await expectCount(visiblePanel(page), 1);
      await expectText(visiblePanel(page).locator("h2").first(), heading);
    };
    await page.keyboard.press("ArrowRight");
    await expectTab("Location", "Location");
    await page.keyboard.press("ArrowRight");
    await expectTab("Gallery", "Gallery");
    await page.keyboard.press("ArrowRight");
    await expectTab("Overview", "About");
    await page.keyboard.press("ArrowLeft");
    await expectTab("Gallery", "Gallery");
    await page.keyboard.press("Home");
    await expectTab("Overview", "About");
    await page.keyboard.press("End");
    await expectTab("Gallery", "Gallery");

    // Only the selected tab is a Tab stop: Tab goes on into its panel, then to the panel's first photo.
    const panel = await press(page, "Tab");
    expect(panel.role).toBe("tabpanel");
    expect(await focusedAttribute(page, "aria-labelledby")).toBe(await page.getByRole("tab", { name: "Gallery" }).getAttribute("id"));
    const photo = await press(page, "Tab");
    expect(photo.name).toBe(`Open photo 1 of ${photos}`);
    expect(photo.inMain).toBe(true);
    // Shift+Tab goes back through the panel to the selected tab.
    await press(page, "Shift+Tab");
    expect((await press(page, "Shift+Tab")).name).toBe("Gallery");
  });

  test("opens the lightbox from the Gallery tab with Enter, steps with the arrows, keeps the focus, and Escape returns it", async ({ open }) => {
    const page = await open();
    await visit(page, `/vendor/${vendorId}`);
    await tabTo(page, (stop) => stop.role === "tab");
    await page.keyboard.press("End");
    await tabTo(page, (stop) => stop.name === `Open photo 2 of ${photos}` && stop.inMain);
    const opener = await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null);
    expect(opener).toBe(true);

    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expectCount(dialog, 1);
    const counter = page.getByTestId("lightbox-counter");
    await expectText(counter, `2 / ${photos}`);
    await eventually(async () => expect((await focused(page)).inDialog).toBe(true));
    const alt = () => dialog.locator("img").getAttribute("alt");
    const alts = new Map<number, string | null>([[2, await alt()]]);

    await page.keyboard.press("ArrowRight");
    await expectText(counter, `3 / ${photos}`);
    alts.set(3, await alt());
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectText(counter, `1 / ${photos}`);
    // Wraps at both ends.
    await page.keyboard.press("ArrowLeft");
    await expectText(counter, `${photos} / ${photos}`);
    await page.keyboard.press("ArrowRight");
    await expectText(counter, `1 / ${photos}`);
    await page.keyboard.press("ArrowRight");
    await expectText(counter, `2 / ${photos}`);
    expect(await alt()).toBe(alts.get(2));

    // Tab and Shift+Tab cycle through the dialog's buttons and never leave it.
    const names = new Set<string>();
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      const stop = await press(page, key);
      expect(stop.inDialog, `${key} to "${stop.name}"`).toBe(true);
      names.add(stop.name);
    }
    expect([...names].sort()).toEqual(["Close photo viewer", "Next photo", "Previous photo"]);
    // The arrows work whichever of its buttons has the focus.
    await page.keyboard.press("ArrowRight");
    await expectText(counter, `3 / ${photos}`);

    await page.keyboard.press("Escape");
    await expectCount(dialog, 0);
    await eventually(async () => {
      const back = await focused(page);
      expect(back.name).toBe(`Open photo 2 of ${photos}`);
      expect(back.inMain).toBe(true);
      expect(back.indicator).toBe(true);
    });
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null)).toBe(true);
  });

  test("opens the lightbox from a thumbnail above the tabs, and Escape gives the focus back to it", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, `/vendor/${vendorId}`);
    await tabTo(page, byName(`Open photo 3 of ${photos}`));
    await page.keyboard.press("Enter");
    await expectText(page.getByTestId("lightbox-counter"), `3 / ${photos}`);
    await page.keyboard.press("ArrowRight");
    await expectText(page.getByTestId("lightbox-counter"), `${(3 % photos) + 1} / ${photos}`);
    await page.keyboard.press("Escape");
    await expectCount(page.getByRole("dialog"), 0);
    await eventually(async () => expect((await focused(page)).name).toBe(`Open photo 3 of ${photos}`));
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') === null)).toBe(true);
  });

  test("enquiry form: filled by keyboard, a refused submit puts the focus on the first wrong field with its message", async ({ open }) => {
    const page = await open();
    await visit(page, `/vendor/${vendorId}`);
    await tabTo(page, byId("enquiry-name"), { limit: 80 });
    await page.keyboard.type("Priya Sharma");
    expect((await press(page, "Tab")).id).toBe("enquiry-email");
    await page.keyboard.type("priya@");
    expect((await press(page, "Tab")).id).toBe("enquiry-phone");
    await page.keyboard.type("07700 900123");
    expect((await press(page, "Tab")).id).toBe("enquiry-eventDate");
    // 6 June next year: the day and month are the same, so the digits fit whichever order the date box shows.
    const year = new Date().getUTCFullYear() + 1;
    const iso = `${year}-06-06`;
    await page.keyboard.type(`0606${year}`);
    expect(await focusedValue(page)).toBe(iso);
    // Chromium's date box may keep a Tab stop inside it (its picker button) before the next field.
    await tabTo(page, byId("enquiry-eventType"), { limit: 3 });
    // A closed select takes type-ahead: "W" picks Walima.
    await page.keyboard.type("W");
    expect(await focusedValue(page)).toBe("Walima");
    expect((await press(page, "Tab")).id).toBe("enquiry-guestCount");
    await page.keyboard.type("250");
    expect((await press(page, "Tab")).id).toBe("enquiry-message");
    await page.keyboard.type("Are you free for our Walima? About 250 guests.");
    // The note on what happens to the details comes before the button, with its link to the privacy page.
    expect((await press(page, "Tab")).name).toBe("Privacy Policy");
    expect((await press(page, "Tab")).name).toBe("Send enquiry");
    await page.keyboard.press("Enter");

    // The email is wrong: the focus moves to it, marked invalid and described by its message.
    await eventually(async () => expect((await focused(page)).id).toBe("enquiry-email"));
    expect(await focusedAttribute(page, "aria-invalid")).toBe("true");
    const describedBy = await focusedAttribute(page, "aria-describedby");
    expect(describedBy).toBe("enquiry-email-error");
    await expectText(page.locator(`[id="${describedBy}"]`), "Please enter a valid email address.");
    // Only the wrong field is marked, and everything typed is kept.
    await expectCount(page.locator('main form [aria-invalid="true"]'), 1);
    expect(await page.locator("#enquiry-message").inputValue()).toBe("Are you free for our Walima? About 250 guests.");
  });
});

test.describe("the contact form", () => {
  test("a refused submit puts the focus on the first wrong field; corrected, Enter sends it and the thanks take the focus", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, "/contact");
    await tabTo(page, byId("contact-firstName"));
    await page.keyboard.type("Nadia");
    expect((await press(page, "Tab")).id).toBe("contact-lastName");
    expect((await press(page, "Tab")).id).toBe("contact-email");
    await page.keyboard.type("nadia@");
    // Enter in a text box submits the form.
    await page.keyboard.press("Enter");

    await eventually(async () => expect((await focused(page)).id).toBe("contact-lastName"));
    expect(await focusedAttribute(page, "aria-invalid")).toBe("true");
    expect(await focusedAttribute(page, "aria-describedby")).toBe("contact-lastName-error");
    await expectText(page.locator("#contact-lastName-error"), "Please enter your last name.");
    for (const [name, message] of [
      ["email", "Please enter a valid email address."],
      ["subject", "Please tell us what your message is about."],
      ["message", "Please write your message."],
    ] as const) {
      const field = page.locator(`#contact-${name}`);
      expect(await field.getAttribute("aria-invalid"), name).toBe("true");
      expect(await field.getAttribute("aria-describedby"), name).toBe(`contact-${name}-error`);
      await expectText(page.locator(`#contact-${name}-error`), message);
    }
    expect(await page.locator("#contact-firstName").getAttribute("aria-invalid")).toBeNull();

    await page.keyboard.type("Rahman");
    expect((await press(page, "Tab")).id).toBe("contact-email");
    // Select the whole box and type over it.
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(`nadia-keyboard-${STAMP}@example.test`);
    expect((await press(page, "Tab")).id).toBe("contact-phone");
    await page.keyboard.type("07700 900456");
    expect((await press(page, "Tab")).id).toBe("contact-subject");
    await page.keyboard.type(`Keyboard only ${STAMP}`);
    expect((await press(page, "Tab")).id).toBe("contact-message");
    await page.keyboard.type("Can I use the whole site without a mouse?");
    // Back to the subject with Shift+Tab, and Enter there sends the form.
    expect((await press(page, "Shift+Tab")).id).toBe("contact-subject");
    await page.keyboard.press("Enter");

    const status = page.getByRole("status");
    await expectText(status.getByRole("heading"), "Message sent");
    await expectText(status.locator("p").first(), /^Thank you, Nadia\./);
    // The form the focus was in is gone: the focus goes to the thanks, so the next Tab continues from there.
    await eventually(async () =>
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("section")?.querySelector('[role="status"]')))).toBe(true),
    );
    const next = await press(page, "Tab");
    expect(next.inMain).toBe(true);
  });
});
