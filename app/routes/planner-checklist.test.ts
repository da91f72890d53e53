import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { mailOutbox, users, weddingEvents, weddingTasks, weddings } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { CHECKLIST_MESSAGES } from "~/modules/wedding-checklist/checklist-rules";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";
import * as planner from "~/routes/planner";
import * as plannerChecklist from "~/routes/planner-checklist";
import * as plannerSignIn from "~/routes/planner.sign-in";
import { signInTokenIn } from "../../tests/support/couple-account";
import { uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { createWeddingEvent, plannerRequest } from "../../tests/support/wedding-planner";

// docs/product/couples-tools.md#checklist: the couple's checklist page and its forms; another wedding's task or
// event id, a vendor's session and a visitor change nothing.

const ORIGIN = "http://localhost:3000";

const request = plannerRequest;

/** Everything the checklist's forms could change. */
async function checklistState(db: Database) {
  return {
    tasks: await db.select().from(weddingTasks).orderBy(weddingTasks.id),
    events: await db.select({ id: weddingEvents.id, seeded: weddingEvents.checklistSeededAt }).from(weddingEvents).orderBy(weddingEvents.id),
    weddings: await db.select({ id: weddings.id }).from(weddings).orderBy(weddings.id),
  };
}

type Failure = { values: Record<string, string>; fieldErrors: Record<string, string>; formError: { message: string } };
type Page = { checklist: { tasks: { id: number; title: string; done: boolean; eventId: number | null; dueDate: string | null }[] } };

describeEachDatabase("the checklist page", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  beforeAll(() => setClock(() => new Date("2026-03-01T10:00:00Z")));
  afterAll(() => resetClock());

  async function signIn(): Promise<{ cookie: string; userId: string }> {
    const email = `checklist-${uniqueNumber()}-${backend}@example.test`;
    await runRoute(planner.action, request("/planner", { form: { email } }));
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const signedIn = await runRoute(plannerSignIn.action, request("/planner/sign-in", { form: { token: signInTokenIn(mail!.text)! } }));
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    return { cookie: cookieHeader(signedIn.headers), userId: user!.id };
  }

  const post = (cookie: string | undefined, form: Record<string, string>) => runRoute<Failure>(plannerChecklist.action, request("/planner/checklist", { cookie, form }));
  const read = async (cookie: string) => (await runRoute<Page>(plannerChecklist.loader, request("/planner/checklist", { cookie }))).body!.checklist.tasks;

  let vendor: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
  });

  it("shows the starting tasks, ticks, adds, edits and removes a task", async () => {
    const couple = await signIn();
    const page = await runRoute<Page>(plannerChecklist.loader, request("/planner/checklist", { cookie: couple.cookie }));
    expect(page.headers.get("cache-control")).toBe("no-store");
    const starting = page.body!.checklist.tasks;
    expect(starting.map((task) => task.title)).toContain("Draw up the guest list with both families");
    expect((await post(couple.cookie, { intent: "toggle-task", taskId: String(starting[0]!.id), done: "1" })).status).toBe(303);
    expect((await read(couple.cookie)).at(-1)).toMatchObject({ id: starting[0]!.id, done: true });

    const weddingId = (await findWeddingId(getDb(), couple.userId))!;
    const nikah = await createWeddingEvent(getDb(), weddingId, { eventType: "Nikah", eventDate: "2026-09-11" });
    expect((await post(couple.cookie, { intent: "add-task", title: "Choose the nikah readings", eventId: String(nikah), dueDate: "2026-03-05" })).status).toBe(303);
    const tasks = await read(couple.cookie);
    const own = tasks.find((task) => task.title === "Choose the nikah readings")!;
    expect(own).toMatchObject({ eventId: nikah, dueDate: "2026-03-05" });
    // Due within 14 days: among the first, after the starting tasks clamped to today.
    expect(tasks.slice(0, tasks.indexOf(own)).every((task) => task.dueDate !== null && task.dueDate <= "2026-03-05")).toBe(true);
    expect(tasks.some((task) => task.title === "Book the imam or officiant" && task.eventId === nikah)).toBe(true);
    expect((await post(couple.cookie, { intent: "update-task", taskId: String(own.id), title: "Choose the readings", eventId: "", dueDate: "" })).status).toBe(303);
    expect((await read(couple.cookie)).find((task) => task.id === own.id)).toMatchObject({ title: "Choose the readings", eventId: null, dueDate: null });
    expect((await post(couple.cookie, { intent: "remove-task", taskId: String(own.id) })).status).toBe(303);
    expect((await read(couple.cookie)).some((task) => task.id === own.id)).toBe(false);
  });

  it("refuses an empty title and a due date beyond 5 years or in the past, keeping what was typed", async () => {
    const couple = await signIn();
    await read(couple.cookie);
    const before = await checklistState(getDb());
    for (const dueDate of ["2031-03-02", "2026-02-28", "2026-02-30"]) {
      const refused = await post(couple.cookie, { intent: "add-task", title: "  ", eventId: "", dueDate });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ values: { title: "  ", dueDate }, fieldErrors: { title: CHECKLIST_MESSAGES.titleEmpty, dueDate: CHECKLIST_MESSAGES.dueDate } });
    }
    expect(await checklistState(getDb())).toEqual(before);
  });

  it("answers 404 to a couple using another wedding's task or event, and sends a vendor and a visitor away, changing nothing", async () => {
    const a = await signIn();
    const b = await signIn();
    const [aTask] = await read(a.cookie);
    const aEvent = await createWeddingEvent(getDb(), (await findWeddingId(getDb(), a.userId))!, { eventType: "Walima", eventDate: "2026-09-12" });
    await read(a.cookie);
    await read(b.cookie);
    const forms: Record<string, string>[] = [
      { intent: "toggle-task", taskId: String(aTask!.id), done: "1" },
      { intent: "update-task", taskId: String(aTask!.id), title: "Mine now", eventId: "", dueDate: "" },
      { intent: "remove-task", taskId: String(aTask!.id) },
      { intent: "add-task", title: "On their walima", eventId: String(aEvent), dueDate: "" },
    ];
    const before = await checklistState(getDb());
    for (const form of forms) expect((await post(b.cookie, form)).status, form.intent).toBe(404);
    expect(await checklistState(getDb())).toEqual(before);
    for (const [cookie, location] of [[vendor.cookie, "/vendor-dashboard"], [undefined, "/planner"]] as const) {
      for (const form of forms) {
        expect((await post(cookie, form)).status).toBe(404);
      }
      expect((await runRoute(plannerChecklist.loader, request("/planner/checklist", { cookie }))).headers.get("location")).toBe(location);
    }
    expect(await checklistState(getDb())).toEqual(before);
  });
});
