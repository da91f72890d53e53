import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CHECKLIST_MESSAGES } from "~/modules/wedding-checklist/checklist-rules";
import PlannerChecklistRoute from "~/routes/planner-checklist";

// docs/product/couples-tools.md#checklist: each task with its event, due date and mark, 'Done' as a real toggle
// button, and a refusal shown where it can be read.

function render(loaderData: unknown, actionData?: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = PlannerChecklistRoute as any;
  const Stub = createRoutesStub([{ id: "checklist", path: "/planner/checklist", Component: Page, loader: () => loaderData }]);
  return renderToString(<Stub initialEntries={["/planner/checklist"]} hydrationData={{ loaderData: { checklist: loaderData }, actionData: actionData ? { checklist: actionData } : undefined }} />);
}

const checklist = {
  today: "2026-03-01",
  full: false,
  seedingStopped: false,
  events: [{ id: 4, label: "Mehndi", date: "2026-05-10", eventType: "Mehndi" }],
  tasks: [
    { id: 1, title: "Book the mehndi artist", eventId: 4, eventLabel: "Mehndi", dueDate: "2026-02-20", done: false },
    { id: 2, title: "Have a mehndi trial with the artist", eventId: 4, eventLabel: "Mehndi", dueDate: "2026-03-10", done: false },
    { id: 3, title: "Send the invitations", eventId: null, eventLabel: "Whole wedding", dueDate: null, done: true },
  ],
};

describe("the checklist page", () => {
  it("marks overdue and due-soon tasks and presses 'Done' for ticked ones", () => {
    const html = render({ checklist }).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<h1[^>]*>Checklist<\/h1>/);
    expect(html).toMatch(/Mehndi · due Friday 20 February 2026<span[^>]*> · Overdue<\/span>/);
    expect(html).toMatch(/Mehndi · due Tuesday 10 March 2026<span[^>]*> · Due soon<\/span>/);
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Done: Send the invitations"/);
    expect(html).toMatch(/aria-pressed="false"[^>]*aria-label="Done: Book the mehndi artist"/);
    expect(html).toContain("2 to do, 1 done.");
  });

  it("keeps a refused new task's typed values, and shows a refusal of a task no longer listed at the top", () => {
    const refused = { values: { intent: "add-task", title: "Cake", eventId: "4", dueDate: "2040-01-01" }, fieldErrors: { dueDate: CHECKLIST_MESSAGES.dueDate }, formError: { message: "Please correct the highlighted fields." } };
    const html = render({ checklist }, refused);
    expect(html).toMatch(/id="new-task-title"[^>]*value="Cake"|value="Cake"[^>]*id="new-task-title"/);
    expect(html).toContain(CHECKLIST_MESSAGES.dueDate);
    const gone = render({ checklist }, { values: { intent: "toggle-task", taskId: "99", done: "1" }, fieldErrors: {}, formError: { message: CHECKLIST_MESSAGES.taskGone } });
    expect(gone).toMatch(new RegExp(`role="alert"[^]*${CHECKLIST_MESSAGES.taskGone}`));
  });
});
