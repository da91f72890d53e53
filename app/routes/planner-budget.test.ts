import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { budgetLines, mailOutbox, users, weddings } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { BUDGET_MESSAGES } from "~/modules/wedding-budget/budget-form";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";
import * as planner from "~/routes/planner";
import * as plannerBudget from "~/routes/planner-budget";
import * as plannerSignIn from "~/routes/planner.sign-in";
import { signInTokenIn } from "../../tests/support/couple-account";
import { uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { createWeddingEvent, plannerRequest } from "../../tests/support/wedding-planner";

// docs/product/couples-tools.md#budget: the couple's budget page and its forms; another wedding's line or event id,
// a vendor's session and a visitor change nothing.

const ORIGIN = "http://localhost:3000";

const request = plannerRequest;

/** Everything the budget's forms could change. */
async function budgetState(db: Database) {
  return {
    lines: await db.select().from(budgetLines).orderBy(budgetLines.id),
    weddings: await db.select({ id: weddings.id, total: weddings.totalBudgetPence }).from(weddings).orderBy(weddings.id),
  };
}

type Failure = { values: Record<string, string>; fieldErrors: Record<string, string>; formError: { message: string } };

describeEachDatabase("the budget page", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  /** A couple signed in through the planner's link. Output: the Cookie header and the user id. */
  async function signIn(): Promise<{ cookie: string; userId: string; email: string }> {
    const email = `budget-${uniqueNumber()}-${backend}@example.test`;
    await runRoute(planner.action, request("/planner", { form: { email } }));
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = signInTokenIn(mail!.text)!;
    const signedIn = await runRoute(plannerSignIn.action, request("/planner/sign-in", { form: { token } }));
    const cookie = cookieHeader(signedIn.headers);
    const page = await runRoute<{ couple: { email: string } }>(planner.loader, request("/planner", { cookie }));
    expect(page.body?.couple?.email).toBe(email);
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    return { cookie, userId: user!.id, email };
  }

  let vendor: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
  });

  it("sets the total, adds, changes and removes a line, each answered with the page again (303)", async () => {
    const couple = await signIn();
    const empty = await runRoute<{ summary: { totals: { leftPence: number | null } } }>(plannerBudget.loader, request("/planner/budget", { cookie: couple.cookie }));
    expect(empty.headers.get("cache-control")).toBe("no-store");
    expect(empty.body?.summary.totals.leftPence).toBeNull();
    expect(await findWeddingId(getDb(), couple.userId)).toBeUndefined();

    const post = (form: Record<string, string>) => runRoute<Failure>(plannerBudget.action, request("/planner/budget", { cookie: couple.cookie, form }));
    expect((await post({ intent: "total", totalBudget: "£25,000" })).status).toBe(303);
    const weddingId = (await findWeddingId(getDb(), couple.userId))!;
    const walima = await createWeddingEvent(getDb(), weddingId, { eventType: "Walima", eventDate: "2026-09-12" });
    expect((await post({ intent: "add-line", eventId: String(walima), category: "Venues", planned: "8,000", paid: "", note: "Deposit due in May" })).status).toBe(303);
    const [added] = await getDb().select().from(budgetLines).where(eq(budgetLines.weddingId, weddingId));
    expect(added).toMatchObject({ eventId: walima, category: "Venues", plannedPence: 800_000, paidPence: 0, note: "Deposit due in May" });
    expect((await post({ intent: "update-line", lineId: String(added!.id), planned: "8500.50", paid: "1000", note: "" })).status).toBe(303);

    const page = await runRoute<{ summary: { totalBudgetPence: number; lines: { plannedPence: number; paidPence: number; eventLabel: string }[]; totals: { leftPence: number } } }>(
      plannerBudget.loader,
      request("/planner/budget", { cookie: couple.cookie }),
    );
    expect(page.body?.summary).toMatchObject({ totalBudgetPence: 2_500_000, lines: [{ plannedPence: 850_050, paidPence: 100_000, eventLabel: "Walima" }], totals: { leftPence: 2_500_000 - 850_050 } });
    expect((await post({ intent: "remove-line", lineId: String(added!.id) })).status).toBe(303);
    expect(await getDb().select().from(budgetLines).where(eq(budgetLines.weddingId, weddingId))).toEqual([]);
  });

  it("refuses bad amounts and an empty category, keeping what was typed", async () => {
    const couple = await signIn();
    const before = await budgetState(getDb());
    const refused = await runRoute<Failure>(plannerBudget.action, request("/planner/budget", { cookie: couple.cookie, form: { intent: "add-line", eventId: "wedding", category: " ", planned: "lots", paid: "2,000,000", note: "For the mehndi" } }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      values: { intent: "add-line", eventId: "wedding", category: " ", planned: "lots", paid: "2,000,000", note: "For the mehndi" },
      fieldErrors: { category: BUDGET_MESSAGES.categoryEmpty, planned: BUDGET_MESSAGES.amountFormat, paid: BUDGET_MESSAGES.amountRange },
    });
    const total = await runRoute<Failure>(plannerBudget.action, request("/planner/budget", { cookie: couple.cookie, form: { intent: "total", totalBudget: "twenty grand" } }));
    expect(total.status).toBe(400);
    expect(total.body).toMatchObject({ values: { totalBudget: "twenty grand" }, fieldErrors: { totalBudget: BUDGET_MESSAGES.amountFormat } });
    expect(await budgetState(getDb())).toEqual(before);
  });

  it("answers 404 to a couple using another wedding's line or event, and sends a vendor and a visitor away, changing nothing", async () => {
    const a = await signIn();
    const b = await signIn();
    await runRoute(plannerBudget.action, request("/planner/budget", { cookie: a.cookie, form: { intent: "total", totalBudget: "10000" } }));
    const aWedding = (await findWeddingId(getDb(), a.userId))!;
    const aEvent = await createWeddingEvent(getDb(), aWedding, { eventType: "Mehndi", eventDate: "2026-09-10" });
    await runRoute(plannerBudget.action, request("/planner/budget", { cookie: a.cookie, form: { intent: "add-line", eventId: String(aEvent), category: "Decorators", planned: "1000", paid: "", note: "" } }));
    const [aLine] = await getDb().select().from(budgetLines).where(eq(budgetLines.weddingId, aWedding));
    const forms: Record<string, string>[] = [
      { intent: "update-line", lineId: String(aLine!.id), planned: "1", paid: "1", note: "mine now" },
      { intent: "remove-line", lineId: String(aLine!.id) },
      { intent: "add-line", eventId: String(aEvent), category: "Caterers", planned: "5", paid: "", note: "" },
    ];
    const before = await budgetState(getDb());
    // B has no wedding yet, then one of their own: neither reaches A's rows.
    for (const round of ["without a wedding", "with a wedding"]) {
      if (round === "with a wedding") {
        await runRoute(plannerBudget.action, request("/planner/budget", { cookie: b.cookie, form: { intent: "total", totalBudget: "5000" } }));
      }
      const state = await budgetState(getDb());
      for (const form of forms) {
        const refused = await runRoute<Failure>(plannerBudget.action, request("/planner/budget", { cookie: b.cookie, form }));
        expect(refused.status, `${form.intent} ${round}`).toBe(404);
      }
      expect(await budgetState(getDb())).toEqual(state);
    }
    const afterB = await budgetState(getDb());
    expect(afterB.lines).toEqual(before.lines);
    for (const [cookie, location] of [[vendor.cookie, "/vendor-dashboard"], [undefined, "/planner"]] as const) {
      for (const form of forms) {
        const refused = await runRoute(plannerBudget.action, request("/planner/budget", { cookie, form }));
        expect(refused.status).toBe(404);
      }
      const page = await runRoute(plannerBudget.loader, request("/planner/budget", { cookie }));
      expect(page.headers.get("location")).toBe(location);
    }
    expect(await budgetState(getDb())).toEqual(afterB);
  });
});
