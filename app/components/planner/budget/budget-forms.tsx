import { Form } from "react-router";
import { FormField, SelectField } from "~/components/form-field";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { FormFailure } from "~/modules/http/form-errors";
import { penceToPounds, WHOLE_WEDDING } from "~/modules/wedding-budget/budget-values";
import type { BudgetLineView } from "~/modules/wedding-budget/budget-summary";
import type { PlannerEvent } from "~/modules/wedding-budget/planner-events";

/** What the budget's forms send, as typed (shown again when refused). */
export type BudgetFormValues = Partial<Record<"intent" | "lineId" | "totalBudget" | "eventId" | "category" | "planned" | "paid" | "note", string>>;
export type BudgetFailure = FormFailure<BudgetFormValues>;

/** The failure of the form `intent` (and line `lineId`), if the last answer was one. */
export function failureOf(failure: BudgetFailure | undefined, intent: string, lineId?: number): BudgetFailure | undefined {
  if (!failure || failure.values.intent !== intent) return undefined;
  if (lineId !== undefined && failure.values.lineId !== String(lineId)) return undefined;
  return failure;
}

/** 'Total budget' in pounds and 'Save total'. */
export function TotalBudgetForm({ totalBudgetPence, failure }: { totalBudgetPence: number | null; failure: BudgetFailure | undefined }) {
  return (
    <Form method="post" className="space-y-3" aria-label="Total budget">
      <FormErrorAlert error={failure?.formError} />
      <input type="hidden" name="intent" value="total" />
      <FormField
        name="totalBudget"
        label="Total budget (£)"
        inputMode="decimal"
        defaultValue={failure?.values.totalBudget ?? penceToPounds(totalBudgetPence)}
        error={failure?.fieldErrors.totalBudget}
      />
      <Button type="submit">Save total</Button>
    </Form>
  );
}

/** 'Add to budget': 'Event', 'Category' (the site's categories offered, or the couple's own), 'Planned', 'Paid so far', 'Note'. */
export function AddLineForm({ events, categories, failure }: { events: PlannerEvent[]; categories: { slug: string; name: string }[]; failure: BudgetFailure | undefined }) {
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100" aria-labelledby="budget-add">
      <h2 id="budget-add" className="text-2xl font-bold">
        Add to budget
      </h2>
      <FormErrorAlert error={failure?.formError} />
      <input type="hidden" name="intent" value="add-line" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="eventId" label="Event" defaultValue={values.eventId ?? WHOLE_WEDDING} error={errors.eventId}>
          <option value={WHOLE_WEDDING}>Whole wedding</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.label}
            </option>
          ))}
        </SelectField>
        <div>
          <FormField name="category" label="Category" list="budget-categories" autoComplete="off" defaultValue={values.category} error={errors.category} required />
          <datalist id="budget-categories">
            {categories.map((category) => (
              <option key={category.slug} value={category.name} />
            ))}
          </datalist>
          <p className="mt-1 text-sm text-muted">One of the site's categories, or your own, such as 'Outfits'.</p>
        </div>
        <FormField name="planned" label="Planned (£)" inputMode="decimal" defaultValue={values.planned} error={errors.planned} required />
        <FormField name="paid" label="Paid so far (£)" inputMode="decimal" defaultValue={values.paid} error={errors.paid} />
      </div>
      <FormField name="note" label="Note" defaultValue={values.note} error={errors.note} />
      <Button type="submit">Add to budget</Button>
    </Form>
  );
}

/** A line's amounts as fields with 'Save', and 'Remove' in a form of its own. */
export function BudgetLineRow({ line, failure }: { line: BudgetLineView; failure: BudgetFailure | undefined }) {
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const name = `${line.categoryLabel}, ${line.eventLabel}`;
  return (
    <li className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
      <h3 className="font-bold text-ink">{line.categoryLabel}</h3>
      <FormErrorAlert error={failure?.formError} />
      <Form method="post" className="space-y-3" aria-label={`Change ${name}`}>
        <input type="hidden" name="intent" value="update-line" />
        <input type="hidden" name="lineId" value={line.id} />
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField id={`planned-${line.id}`} name="planned" label="Planned (£)" inputMode="decimal" defaultValue={values?.planned ?? penceToPounds(line.plannedPence)} error={errors.planned} />
          <FormField id={`paid-${line.id}`} name="paid" label="Paid so far (£)" inputMode="decimal" defaultValue={values?.paid ?? penceToPounds(line.paidPence)} error={errors.paid} />
          <FormField id={`note-${line.id}`} name="note" label="Note" defaultValue={values?.note ?? line.note ?? ""} error={errors.note} />
        </div>
        <Button type="submit" variant="outline" aria-label={`Save ${name}`}>
          Save
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="remove-line" />
        <input type="hidden" name="lineId" value={line.id} />
        <Button type="submit" variant="ghost" aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </Form>
    </li>
  );
}
