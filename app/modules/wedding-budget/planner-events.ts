
/** One event of the wedding as the budget and the checklist show it: its id, its name and its UK day `YYYY-MM-DD`. */
export type PlannerEvent = { id: number; label: string; date: string; eventType: string };
