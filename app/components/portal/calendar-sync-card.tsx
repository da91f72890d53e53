import { CalendarSync, CheckCircle2, Copy, RefreshCw, Save, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { FormField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  CALENDAR_ACTION,
  CALENDAR_FIELDS,
  CALENDAR_NOTICE_PARAM,
  CALENDAR_TYPED_PARAM,
  calendarNotice,
  feedUrlMessage,
  type CalendarActionData,
  type CalendarIntent,
  type CalendarSyncView,
  type NoticeText,
} from "~/modules/calendar-sync/calendar-sync-rules";
import { formAlert } from "~/modules/http/form-errors";

/** What the card shows: {@link CalendarSyncView}, as `loadCalendarSync` gives it to the page's loader. */
export type CalendarSyncCardProps = { sync: CalendarSyncView };

function Notice({ notice }: { notice: NoticeText }) {
  if (notice.tone === "error") return <ErrorAlert>{notice.message}</ErrorAlert>;
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {notice.message}
    </p>
  );
}

/** The private export address, read-only, with 'Copy' (the clipboard, or the text selected where that is refused). */
function ExportAddress({ url }: { url: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      field.current?.select();
    }
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor="calendar-export-url" className="block text-sm font-semibold text-ink">
        Your calendar's address
      </label>
      <div className="flex flex-wrap gap-2">
        <Input ref={field} id="calendar-export-url" readOnly value={url} className="min-w-0 flex-1 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
      <p role="status" className="text-sm text-green-800">
        {copied ? "Address copied." : ""}
      </p>
    </div>
  );
}

/**
 * The 'Calendar sync' card (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): the 'iCal feed
 * address' of the vendor's own calendar with 'Save and sync', 'Sync now' and 'Remove feed' and a status line ('Last
 * synced … ago', or what went wrong and that the last good days are kept); then the private address of their
 * bookings and blocked days, read-only, with 'Copy' and 'Make a new address'. The forms post to
 * /vendor-dashboard/calendar through a fetcher (the page's data is then read again); without JavaScript they post
 * plainly and come back to the page with `?calendar=` and a refused address, which the card shows again.
 */
export function CalendarSyncCard({ sync }: CalendarSyncCardProps) {
  const fetcher = useFetcher<CalendarActionData>({ key: "calendar-sync" });
  const [search] = useSearchParams();
  const answer = fetcher.data;
  const failure = answer && !answer.ok ? answer : undefined;
  const typed = search.get(CALENDAR_TYPED_PARAM);
  const fieldError = failure ? failure.fieldErrors[CALENDAR_FIELDS.feedUrl] : typed !== null ? feedUrlMessage(typed) : undefined;
  const notice: NoticeText | undefined = answer
    ? answer.ok
      ? answer.notice
      : fieldError
        ? undefined
        : { tone: "error", message: formAlert(answer).message }
    : fieldError
      ? undefined
      : calendarNotice(search.get(CALENDAR_NOTICE_PARAM));
  const pending = fetcher.state !== "idle" ? (fetcher.formData?.get(CALENDAR_FIELDS.intent) as CalendarIntent | null) : null;
  const busy = pending !== null;
  const feedValue = failure?.values.feedUrl ?? typed ?? sync.feedUrl ?? "";

  return (
    <section id="calendar-sync" aria-labelledby="calendar-sync-heading" className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <div>
        <h2 id="calendar-sync-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
          <CalendarSync className="size-5" aria-hidden="true" /> Calendar sync
        </h2>
        <p className="mt-2 text-muted">
          Paste the private iCal address of your Google, Outlook or Apple calendar: every busy day in it is shown to couples as unavailable, checked
          every 30 minutes. Free and cancelled events are left out.
        </p>
      </div>
      {notice ? <Notice notice={notice} /> : null}
      <fetcher.Form method="post" action={CALENDAR_ACTION} className="space-y-3" aria-label="Import a calendar">
        <FormField
          key={sync.feedUrl ?? ""}
          name={CALENDAR_FIELDS.feedUrl}
          id="calendar-feed-url"
          label="iCal feed address"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          defaultValue={feedValue}
          error={fieldError}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name={CALENDAR_FIELDS.intent} value="save" disabled={busy}>
            <Save aria-hidden="true" /> {pending === "save" ? "Saving…" : "Save and sync"}
          </Button>
          {sync.feedUrl ? (
            <>
              <Button type="submit" name={CALENDAR_FIELDS.intent} value="sync" variant="outline" disabled={busy}>
                <RefreshCw aria-hidden="true" /> {pending === "sync" ? "Syncing…" : "Sync now"}
              </Button>
              <Button type="submit" name={CALENDAR_FIELDS.intent} value="remove" variant="ghost" disabled={busy}>
                <Trash2 aria-hidden="true" /> Remove feed
              </Button>
            </>
          ) : null}
        </div>
      </fetcher.Form>
      {sync.feedUrl ? (
        <div className="space-y-1 text-sm">
          <p id="calendar-sync-status" aria-live="polite" className={sync.failed ? "font-semibold text-red-800" : "text-ink"}>
            {sync.statusLine}
          </p>
          <p className="text-muted">
            {sync.busyDays === 1 ? "1 day" : `${sync.busyDays} days`} from today on {sync.busyDays === 1 ? "is" : "are"} busy in this calendar.
          </p>
        </div>
      ) : null}

      <div className="space-y-3 border-t border-brand-100 pt-5">
        <h3 className="font-semibold text-brand-800">Your bookings in your own calendar</h3>
        <p className="text-sm text-muted">
          Add this private address to your calendar app (in Google Calendar: Other calendars, From URL) to see your bookings and unavailable days there.
          It shows event types and dates, never couples' names or details. Anyone with the address can see these dates.
        </p>
        <ExportAddress url={sync.exportUrl} />
        <fetcher.Form method="post" action={CALENDAR_ACTION}>
          <Button type="submit" name={CALENDAR_FIELDS.intent} value="renew-export" variant="outline" size="sm" disabled={busy}>
            <RefreshCw aria-hidden="true" /> Make a new address
          </Button>
          <p className="mt-1 text-sm text-muted">The current address then stops working: calendars using it stop updating until given the new one.</p>
        </fetcher.Form>
      </div>
    </section>
  );
}
