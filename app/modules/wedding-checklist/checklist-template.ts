// The starting checklist (docs/product/couples-tools.md#checklist; decision 085): what a South Asian wedding in the
// UK usually needs, per event type, by how long before the event. `key` is stored with each task (`template_key`)
// so a task is added once per event: never change a key, add a new one instead.

/** One starting task: for the events of `eventTypes` (or the whole wedding), due `monthsBefore`/`daysBefore` its date. */
export type TemplateTask = { key: string; title: string; monthsBefore?: number; daysBefore?: number };

const VENUE_EVENTS = ["Walima", "Reception", "Mehndi", "Sangeet", "Nikah", "Anand Karaj", "Other"] as const;

/** Tasks for every event of a type, keyed by type; 'Other' gets the general ones. */
const BY_EVENT: Record<string, TemplateTask[]> = {};

const everyEvent: TemplateTask[] = [
  { key: "confirm-numbers", title: "Confirm final guest numbers with the caterer", daysBefore: 14 },
  { key: "vendor-timings", title: "Send the day's timings to every vendor", daysBefore: 7 },
];

const venueTasks: TemplateTask[] = [
  { key: "book-venue", title: "Book the venue", monthsBefore: 15 },
  { key: "book-caterer", title: "Book the caterer and arrange a tasting", monthsBefore: 10 },
  { key: "halal-certificate", title: "Ask the caterer for its halal certificate", monthsBefore: 9 },
  { key: "book-photographer", title: "Book the photographer and videographer", monthsBefore: 10 },
  { key: "book-decor", title: "Book the stage and decor", monthsBefore: 6 },
];

for (const type of VENUE_EVENTS) BY_EVENT[type] = [...venueTasks];

BY_EVENT.Mehndi!.push(
  { key: "book-mehndi-artist", title: "Book the mehndi artist", monthsBefore: 6 },
  { key: "mehndi-trial", title: "Have a mehndi trial with the artist", monthsBefore: 2 },
  { key: "mehndi-music", title: "Plan the dholki songs and dances", monthsBefore: 1 },
);
BY_EVENT.Sangeet!.push(
  { key: "book-dj", title: "Book the DJ or live band", monthsBefore: 6 },
  { key: "sangeet-performances", title: "Rehearse the family performances", monthsBefore: 1 },
);
BY_EVENT.Nikah!.push(
  { key: "book-imam", title: "Book the imam or officiant", monthsBefore: 4 },
  { key: "nikah-documents", title: "Gather the documents for the nikah and civil registration", monthsBefore: 3 },
);
BY_EVENT["Anand Karaj"]!.push(
  { key: "book-gurdwara", title: "Book the gurdwara and speak with the granthi", monthsBefore: 12 },
  { key: "karaj-langar", title: "Arrange the langar with the gurdwara", monthsBefore: 2 },
);
BY_EVENT.Walima!.push(
  { key: "walima-outfits", title: "Order the walima outfits", monthsBefore: 6 },
  { key: "walima-seating", title: "Plan the seating for the walima", daysBefore: 21 },
);
BY_EVENT.Reception!.push({ key: "reception-seating", title: "Plan the seating for the reception", daysBefore: 21 });
BY_EVENT.Baraat = [
  { key: "book-dhol", title: "Book the dhol players for the baraat", monthsBefore: 6 },
  { key: "baraat-transport", title: "Book the groom's car or horse", monthsBefore: 6 },
  { key: "baraat-sehra", title: "Order the groom's sehra and safa", monthsBefore: 3 },
  { key: "baraat-route", title: "Agree the baraat's arrival time and route with the venue", daysBefore: 14 },
];
for (const type of Object.keys(BY_EVENT)) BY_EVENT[type]!.push(...everyEvent);

/** Tasks for the whole wedding, due before its first event (no due date until the wedding has an event). */
export const WEDDING_TEMPLATE: TemplateTask[] = [
  { key: "wedding-budget", title: "Agree the overall budget with both families", monthsBefore: 18 },
  { key: "wedding-guest-list", title: "Draw up the guest list with both families", monthsBefore: 12 },
  { key: "wedding-outfits", title: "Order the bridal and groom's outfits", monthsBefore: 8 },
  { key: "wedding-invitations", title: "Send the invitations", monthsBefore: 3 },
  { key: "wedding-jewellery", title: "Choose the jewellery", monthsBefore: 4 },
  { key: "wedding-hair-makeup", title: "Book the bridal hair and makeup artist, with a trial", monthsBefore: 6 },
  { key: "wedding-favours", title: "Order the mithai boxes and favours", monthsBefore: 1 },
];

/** The starting tasks for an event of `eventType` ('Other' and unknown types: the general ones). */
export function eventTemplate(eventType: string): TemplateTask[] {
  return BY_EVENT[eventType] ?? BY_EVENT.Other!;
}

/**
 * A task's due day: `eventDay` (`YYYY-MM-DD`) less the task's months or days, and never before `today` (a couple
 * planning late sees the task as due now rather than as long overdue; decision 085).
 */
export function templateDueDate(task: TemplateTask, eventDay: string, today: string): string {
  const date = new Date(`${eventDay}T00:00:00Z`);
  if (task.monthsBefore) {
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() - task.monthsBefore);
    const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, lastDay));
  }
  if (task.daysBefore) date.setUTCDate(date.getUTCDate() - task.daysBefore);
  const due = date.toISOString().slice(0, 10);
  return due < today ? today : due;
}
