import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANNER_LIMITS, weddingEvents, weddingTasks } from "~/db/schema";
import { resetClock, setClock } from "~/modules/time/clock";
import { addTask, readChecklist, removeTask, setTaskDone, updateTask } from "~/modules/wedding-checklist/checklist.server";
import { orderTasks } from "~/modules/wedding-checklist/checklist-rules";
import { eventTemplate, templateDueDate, WEDDING_TEMPLATE } from "~/modules/wedding-checklist/checklist-template";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { createWedding, createWeddingEvent } from "../../../tests/support/wedding-planner";

// docs/product/couples-tools.md#checklist, decision 085: starting tasks once per event, due by months before its
// date and never before today; the couple's own tasks; the order; the 200-task limit.

const TODAY = "2026-03-01";

describe("the starting checklist", () => {
  it("has stable, unique keys per event type, with the tasks a South Asian wedding needs", () => {
    for (const type of ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj", "Other"]) {
      const keys = eventTemplate(type).map((task) => task.key);
      expect(new Set(keys).size, type).toBe(keys.length);
    }
    expect(eventTemplate("Walima").map((task) => task.key)).toEqual(expect.arrayContaining(["book-venue", "halal-certificate", "confirm-numbers"]));
    expect(eventTemplate("Mehndi").find((task) => task.key === "mehndi-trial")).toMatchObject({ monthsBefore: 2 });
    expect(eventTemplate("Baraat").map((task) => task.key)).toContain("book-dhol");
  });

  it("counts months back from the event's day, keeps to the month's last day, and never goes before today", () => {
    expect(templateDueDate({ key: "k", title: "t", monthsBefore: 2 }, "2026-09-12", TODAY)).toBe("2026-07-12");
    expect(templateDueDate({ key: "k", title: "t", monthsBefore: 1 }, "2026-07-31", TODAY)).toBe("2026-06-30");
    expect(templateDueDate({ key: "k", title: "t", daysBefore: 14 }, "2026-09-12", TODAY)).toBe("2026-08-29");
    expect(templateDueDate({ key: "k", title: "t", monthsBefore: 15 }, "2026-09-12", TODAY)).toBe(TODAY);
  });

  it("puts tasks due within 14 days (overdue included) first, then by due date, undated after, done last", () => {
    const tasks = [
      { id: 1, dueDate: null, done: false },
      { id: 2, dueDate: "2026-06-01", done: false },
      { id: 3, dueDate: "2026-03-10", done: false },
      { id: 4, dueDate: "2026-02-20", done: false },
      { id: 5, dueDate: "2026-03-02", done: true },
      { id: 6, dueDate: "2026-03-15", done: false },
      { id: 7, dueDate: "2026-03-16", done: false },
    ];
    expect(orderTasks(tasks, TODAY).map((task) => task.id)).toEqual([4, 3, 6, 7, 2, 1, 5]);
  });
});

describeEachDatabase("the checklist", (getDb) => {
  beforeAll(() => setClock(() => new Date(`${TODAY}T10:00:00Z`)));
  afterAll(() => resetClock());

  it("adds the whole wedding's and each event's starting tasks once, with due dates from the event's date", async () => {
    const { weddingId } = await createWedding(getDb());
    const mehndi = await createWeddingEvent(getDb(), weddingId, { eventType: "Mehndi", eventDate: "2026-09-10" });
    const first = await readChecklist(getDb(), weddingId);
    expect(first.tasks).toHaveLength(WEDDING_TEMPLATE.length + eventTemplate("Mehndi").length);
    expect(first.tasks.find((task) => task.eventId === mehndi && task.title === "Have a mehndi trial with the artist")).toMatchObject({ dueDate: "2026-07-10", eventLabel: "Mehndi" });
    expect(first.tasks.find((task) => task.title === "Book the venue")?.dueDate).toBe(TODAY);
    expect(first.tasks.find((task) => task.title === "Send the invitations")).toMatchObject({ eventId: null, eventLabel: "Whole wedding", dueDate: "2026-06-10" });
    const [seeded] = await getDb().select({ at: weddingEvents.checklistSeededAt }).from(weddingEvents).where(eq(weddingEvents.id, mehndi));
    expect(seeded?.at).toEqual(new Date(`${TODAY}T10:00:00Z`));

    // Read again, then after removing a starting task: nothing comes back; a new event brings its own.
    const removed = first.tasks.find((task) => task.title === "Book the venue")!;
    await removeTask(getDb(), weddingId, removed.id);
    expect((await readChecklist(getDb(), weddingId)).tasks).toHaveLength(first.tasks.length - 1);
    const baraat = await createWeddingEvent(getDb(), weddingId, { eventType: "Baraat", eventDate: "2026-09-11" });
    const third = await readChecklist(getDb(), weddingId);
    expect(third.tasks.filter((task) => task.eventId === baraat).map((task) => task.title)).toEqual(
      expect.arrayContaining(["Book the dhol players for the baraat"]),
    );
    expect(third.tasks).toHaveLength(first.tasks.length - 1 + eventTemplate("Baraat").length);
  });

  it("orders the page with the clock: due soon first, done last", async () => {
    const { weddingId } = await createWedding(getDb());
    await createWeddingEvent(getDb(), weddingId, { eventType: "Walima", eventDate: "2026-03-20" });
    const { tasks } = await readChecklist(getDb(), weddingId);
    const later = await addTask(getDb(), weddingId, { title: "Thank-you cards", eventId: null, dueDate: "2026-10-01" });
    await setTaskDone(getDb(), weddingId, tasks[0]!.id, true);
    const ordered = (await readChecklist(getDb(), weddingId)).tasks;
    expect(ordered.at(-1)).toMatchObject({ id: tasks[0]!.id, done: true });
    expect(ordered[0]!.dueDate! <= "2026-03-15").toBe(true);
    const laterIndex = ordered.findIndex((task) => task.id === later);
    expect(ordered.slice(0, laterIndex).every((task) => task.dueDate !== null && task.dueDate <= "2026-10-01")).toBe(true);
    await setTaskDone(getDb(), weddingId, tasks[0]!.id, false);
    expect((await readChecklist(getDb(), weddingId)).tasks.find((task) => task.id === tasks[0]!.id)?.done).toBe(false);
  });

  it("changes only its own wedding's tasks, and refuses another wedding's event", async () => {
    const mine = await createWedding(getDb());
    const theirs = await createWedding(getDb());
    const theirEvent = await createWeddingEvent(getDb(), theirs.weddingId, { eventType: "Nikah", eventDate: "2026-09-11" });
    const id = await addTask(getDb(), mine.weddingId, { title: "Book the mehndi cake", eventId: null, dueDate: null });
    await expect(addTask(getDb(), mine.weddingId, { title: "x", eventId: theirEvent, dueDate: null })).rejects.toMatchObject({ code: "not_found" });
    await expect(updateTask(getDb(), mine.weddingId, id, { title: "x", eventId: theirEvent, dueDate: null })).rejects.toMatchObject({ code: "not_found" });
    for (const change of [() => setTaskDone(getDb(), theirs.weddingId, id, true), () => removeTask(getDb(), theirs.weddingId, id), () => updateTask(getDb(), theirs.weddingId, id, { title: "x", eventId: null, dueDate: null })]) {
      await expect(change()).rejects.toMatchObject({ code: "not_found" });
    }
    expect((await getDb().select().from(weddingTasks).where(eq(weddingTasks.id, id)))[0]).toMatchObject({ title: "Book the mehndi cake", doneAt: null, weddingId: mine.weddingId });
  });

  it(`stops at ${PLANNER_LIMITS.tasks} tasks: seeding stops there, and an own task is refused`, async () => {
    const { weddingId } = await createWedding(getDb());
    await getDb()
      .insert(weddingTasks)
      .values(Array.from({ length: PLANNER_LIMITS.tasks - 3 }, (_, index) => ({ weddingId, title: `Task ${index}` })));
    await createWeddingEvent(getDb(), weddingId, { eventType: "Walima", eventDate: "2026-09-12" });
    const checklist = await readChecklist(getDb(), weddingId);
    expect(checklist).toMatchObject({ full: true, seedingStopped: true });
    expect(checklist.tasks).toHaveLength(PLANNER_LIMITS.tasks);
    await expect(addTask(getDb(), weddingId, { title: "One more", eventId: null, dueDate: null })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/^Your checklist is full/) });
    expect((await readChecklist(getDb(), weddingId)).seedingStopped).toBe(false);
  });
});
