import { Form, Link } from "react-router";
import { FormField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { PlannerNav } from "~/components/planner/planner-nav";
import { GuestForm } from "~/components/planner/guests/guest-form";
import { failureOf, typedText, type GuestListData, type GuestsActionResult } from "~/components/planner/guests/guest-types";
import { Pagination, pageHref } from "~/components/pagination";
import { HouseholdList } from "~/components/planner/guests/household-list";
import { RsvpCountsTables } from "~/components/planner/guests/rsvp-counts-tables";
import { formatEventDay } from "~/modules/weddings/wedding-event-format";

export type { GuestsActionResult } from "~/components/planner/guests/guest-types";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'RSVP by' and 'Email RSVP links', with what the last press did. */
function RsvpSettings({ rsvpCutoff, result }: { rsvpCutoff: string | null; result: GuestsActionResult | undefined }) {
  const cutoffFailure = failureOf(result, "set-cutoff");
  const mailFailure = failureOf(result, "mail-links");
  const mailed = result && "mailed" in result ? result.mailed : undefined;
  return (
    <div className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
      <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="set-cutoff" />
        <div className="min-w-0 flex-1">
          <FormField name="rsvpBy" label="RSVP by" type="date" defaultValue={typedText(cutoffFailure, "rsvpBy") ?? rsvpCutoff ?? ""} error={cutoffFailure?.fieldErrors.rsvpBy} />
        </div>
        <Button type="submit" variant="outline">
          Save date
        </Button>
      </Form>
      <p className="text-sm text-muted">
        {rsvpCutoff ? `Guests can change their answers until the end of ${formatEventDay(rsvpCutoff)}.` : "No RSVP date yet: guests can change their answers at any time."}
        {result && "saved" in result ? <span role="status"> Saved.</span> : null}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="mail-links" />
        <Button type="submit">Email RSVP links</Button>
      </Form>
      <p className="text-sm text-muted">Each household with a guest's email gets its private link, at most once every 24 hours.</p>
      {mailed ? (
        <p role="status" className="font-medium text-brand-800">
          Sent {mailed.mails} {mailed.mails === 1 ? "email" : "emails"} to {mailed.households} {mailed.households === 1 ? "household" : "households"}.
        </p>
      ) : null}
      {mailFailure ? <ErrorAlert>{mailFailure.formError.message}</ErrorAlert> : null}
    </div>
  );
}

/** The couple's /planner/guests (docs/product/couples-tools.md#guest-list-and-rsvp). */
export function GuestsPage({ list, result }: { list: GuestListData; result: GuestsActionResult | undefined }) {
  const editing = list.editing ?? undefined;
  const listFailure = failureOf(result, "remove-guest") ?? failureOf(result, "remove-household");
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 md:px-6">
      <header>
        <h1 className="text-3xl font-bold text-brand-800">Guest list</h1>
        <p className="mt-2 text-muted">
          {list.guestCount} {list.guestCount === 1 ? "guest" : "guests"} in {list.householdCount} {list.householdCount === 1 ? "household" : "households"}
        </p>
      </header>
      <PlannerNav />

      <Section id="guest-replies" title="Replies by event">
        <RsvpCountsTables events={list.events} counts={list.counts} />
      </Section>

      {editing ? (
        <Section id="edit-guest" title={`Edit ${editing.name}`}>
          <GuestForm events={list.events} households={list.householdChoices} guest={editing} result={result} resetKey={list.guestCount} />
          <Link to={pageHref({ pathname: "/planner/guests", search: "" }, list.page)} className="inline-block font-medium text-brand-700 underline">
            Cancel editing
          </Link>
        </Section>
      ) : (
        <Section id="add-guest" title="Add guest">
          <GuestForm events={list.events} households={list.householdChoices} result={result} resetKey={list.guestCount} />
        </Section>
      )}

      <Section id="households" title="Households">
        {listFailure ? <ErrorAlert>{listFailure.formError.message}</ErrorAlert> : null}
        <HouseholdList households={list.households} events={list.events} page={list.page} result={result} />
        {list.pageCount > 1 ? <Pagination address={{ pathname: "/planner/guests", search: "" }} page={list.page} pageCount={list.pageCount} /> : null}
      </Section>

      <Section id="rsvp-settings" title="RSVP">
        <RsvpSettings rsvpCutoff={list.rsvpCutoff} result={result} />
      </Section>

      <Section id="guest-files" title="Import and export">
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/planner/guests/import">Import guests</Link>
          </Button>
          <Button asChild variant="outline">
            <a href="/planner/guests.csv" download>
              Export guests
            </a>
          </Button>
        </div>
      </Section>
    </div>
  );
}
