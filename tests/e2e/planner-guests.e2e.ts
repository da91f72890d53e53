import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { users, weddingEvents, weddingMembers } from "~/db/schema";
import { expect, expectNoAxeViolations, expectText, newPage, test, visit } from "./fixtures";
import { addPlannerGuest, signInToPlanner } from "./support/planner-pages";
import { TEMPLATE_ENV } from "./support/global-setup";
import { startTestServer, type TestServer } from "./support/test-server";

// docs/product/couples-tools.md#guest-list-and-rsvp (decision 084), in Chromium: a couple adds two households invited
// to different events, a guest opens their household's RSVP link in another browser and answers, and the couple's
// page counts the answer. The events' own form is not part of this page: they are written into the server's
// database while it is stopped, between a first start (the couple signs in and begins their wedding) and a second.
const EMAIL = `guests-${Date.now()}@example.test`;

/** Writes a Mehndi and a Walima into the wedding of the couple with `email`. */
async function addEvents(dataDir: string, email: string): Promise<void> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const [member] = await handle.db
      .select({ weddingId: weddingMembers.weddingId })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(eq(users.email, email));
    if (!member) throw new Error("The couple's wedding was not begun");
    await handle.db.insert(weddingEvents).values([
      { weddingId: member.weddingId, eventType: "Mehndi", eventDate: "2027-06-10", guestCount: 80 },
      { weddingId: member.weddingId, eventType: "Walima", eventDate: "2027-06-13", guestCount: 200 },
    ]);
  } finally {
    await handle.close();
  }
}

test.describe("the guest list", () => {
  test("a household answers through its link and the couple sees the count", async ({ browser }) => {
    test.slow();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-e2e-guests-"));
    fs.cpSync(process.env[TEMPLATE_ENV]!, dataDir, { recursive: true });
    let server: TestServer | undefined;
    const contexts: { close: () => Promise<void> }[] = [];
    try {
      server = await startTestServer({ dataDir });
      const first = await newPage(browser, { baseURL: server.origin });
      contexts.push(first.context);
      await signInToPlanner(first.page, EMAIL);
      // Setting the RSVP date is the couple's first planner write: it begins their wedding.
      await visit(first.page, "/planner/guests");
      await first.page.getByLabel("RSVP by").fill(new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10));
      await first.page.getByRole("button", { name: "Save date" }).click();
      await expectText(first.page.getByRole("status").filter({ hasText: "Saved" }), /Saved/);
      await first.context.close();
      await server.stop();
      server = undefined;

      await addEvents(dataDir, EMAIL);
      server = await startTestServer({ dataDir });
      const couple = await newPage(browser, { baseURL: server.origin });
      contexts.push(couple.context);
      await signInToPlanner(couple.page, EMAIL);
      await visit(couple.page, "/planner/guests");
      await expectText(couple.page.getByRole("heading", { level: 1 }), "Guest list");
      await addPlannerGuest(couple.page, "Sana Mirza", "The Mirzas", "Walima");
      await addPlannerGuest(couple.page, "Bilal Ahmed", "The Ahmeds", "Mehndi");

      const link = await couple.page.getByLabel("RSVP link for The Mirzas").inputValue();
      expect(link).toMatch(new RegExp(`^${server.origin}/rsvp/[A-Za-z0-9_-]{43}$`));

      const guest = await newPage(browser, { baseURL: server.origin });
      contexts.push(guest.context);
      await visit(guest.page, new URL(link).pathname);
      await expectText(guest.page.getByRole("heading", { level: 1 }), "Your RSVP");
      await expect(guest.page.getByText("Mehndi")).toHaveCount(0);
      await expectNoAxeViolations(guest.page);
      await guest.page.getByRole("group", { name: /^Walima/ }).getByLabel("Attending", { exact: true }).check();
      await guest.page.getByLabel("Dietary needs", { exact: true }).selectOption("Halal");
      await guest.page.getByRole("button", { name: "Send RSVP" }).click();
      await expectText(guest.page.getByRole("heading", { level: 1 }), "Thank you");
      await expectText(guest.page.getByRole("list", { name: "Your answers" }), /Walima: Attending.*Dietary needs: Halal/);

      await visit(couple.page, "/planner/guests");
      const walima = couple.page.locator("table").filter({ has: couple.page.locator("caption", { hasText: "Walima" }) });
      await expectText(walima.getByRole("row", { name: /^Invited/ }).getByRole("cell"), "1");
      await expectText(walima.getByRole("row", { name: /^Attending/ }).getByRole("cell"), "1");
      await expectText(walima.getByRole("row", { name: /^Halal/ }).getByRole("cell"), "1");
      const mehndi = couple.page.locator("table").filter({ has: couple.page.locator("caption", { hasText: "Mehndi" }) });
      await expectText(mehndi.getByRole("row", { name: /^Invited/ }).getByRole("cell"), "1");
      await expectText(mehndi.getByRole("row", { name: /^Attending/ }).getByRole("cell"), "0");
      await expectNoAxeViolations(couple.page);

      // On a 375 px phone the page fits without sideways scrolling.
      await couple.page.setViewportSize({ width: 375, height: 800 });
      expect(await couple.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect([...couple.errors(), ...guest.errors()]).toEqual([]);
    } finally {
      for (const context of contexts) await context.close().catch(() => {});
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
