import { data, redirect } from "react-router";
import type { Route } from "./+types/vendor-dashboard.calendar";
import { getDatabase } from "~/db/client.server";
import {
  removeCalendarFeed,
  renewCalendarExport,
  saveCalendarFeed,
  syncCalendarNow,
} from "~/modules/calendar-sync/calendar-settings.server";
import {
  CALENDAR_FIELDS,
  CALENDAR_MESSAGES,
  CALENDAR_PAGE,
  calendarPageAfter,
  parseCalendarIntent,
  type CalendarActionData,
  type CalendarIntent,
  type CalendarNotice,
  type NoticeText,
} from "~/modules/calendar-sync/calendar-sync-rules";
import { feedFetchOptionsFromConfig } from "~/modules/calendar-sync/feed-fetch.server";
import type { FeedSyncOutcome } from "~/modules/calendar-sync/feed-sync.server";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// The Calendar sync card posts here (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): save and
// sync a feed address, sync now, remove the feed, make a new export address, always on the session's own listing
// (no id is read from the browser). With JavaScript the card posts through a fetcher (React Router's `.data`
// request) and gets what happened back, or the one failure shape with the address as typed; a plain form post
// goes back to the card's page with a 303, the notice's code and a refused address in the query.

const NO_STORE = { "Cache-Control": "no-store" };

export function loader() {
  return redirect(CALENDAR_PAGE);
}

/** Whether the post came from React Router's client (a fetcher asks for `<path>.data`) rather than a plain form. */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

function syncNotice(outcome: FeedSyncOutcome, saved: boolean): { code: CalendarNotice; notice: NoticeText } {
  if (outcome.status === "failed") {
    const lead = saved ? CALENDAR_MESSAGES.savedNotRead : CALENDAR_MESSAGES.notRead;
    return { code: "not-read", notice: { tone: "error", message: `${lead} ${outcome.error}` } };
  }
  const days = outcome.status === "synced" ? ` ${outcome.days} busy ${outcome.days === 1 ? "day" : "days"} from today on.` : "";
  return { code: saved ? "saved" : "synced", notice: { tone: "success", message: `${saved ? CALENDAR_MESSAGES.saved : CALENDAR_MESSAGES.synced}${days}` } };
}

/** The one domain call of an intent, and what the card then says. */
async function apply(intent: CalendarIntent, userId: string, feedUrl: string): Promise<{ code: CalendarNotice; notice: NoticeText }> {
  const db = getDatabase();
  switch (intent) {
    case "save":
      return syncNotice(await saveCalendarFeed(db, userId, feedUrl, { fetchOptions: feedFetchOptionsFromConfig() }), true);
    case "sync":
      return syncNotice(await syncCalendarNow(db, userId, { fetchOptions: feedFetchOptionsFromConfig() }), false);
    case "remove":
      await removeCalendarFeed(db, userId);
      return { code: "removed", notice: { tone: "success", message: CALENDAR_MESSAGES.removed } };
    case "renew-export":
      await renewCalendarExport(db, userId);
      return { code: "renewed", notice: { tone: "success", message: CALENDAR_MESSAGES.renewed } };
  }
}

function refusalCode(error: unknown): CalendarNotice {
  if (!(error instanceof AppError)) return "failed";
  if (error.code === "rate_limited") return "limited";
  return error.code === "invalid" ? "refused" : "failed";
}

export async function action({ request }: Route.ActionArgs) {
  let intent = "";
  let feedUrl = "";
  const failure = (error: unknown) => {
    const answer = formFailure(error, { feedUrl }, { log: "A calendar sync change failed", message: { message: CALENDAR_MESSAGES.failed } });
    const body: CalendarActionData = { ok: false, intent, ...answer.data };
    return data(body, answer.init ?? undefined);
  };
  try {
    requireSameOrigin(request);
  } catch (error) {
    // Refused before anything is read, for a fetcher and a plain post alike.
    return failure(error);
  }
  const scripted = isDataRequest(request);
  try {
    const vendor = await requirePortalVendor(request);
    const formData = await request.formData();
    intent = textField(formData, CALENDAR_FIELDS.intent);
    feedUrl = textField(formData, CALENDAR_FIELDS.feedUrl);
    const known = parseCalendarIntent(intent);
    if (!known) throw new AppError("invalid", CALENDAR_MESSAGES.unknownIntent);
    const done = await apply(known, vendor.id, feedUrl);
    if (!scripted) return redirect(calendarPageAfter(done.code), { status: 303, headers: NO_STORE });
    return data<CalendarActionData>({ ok: true, intent: known, notice: done.notice }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof Response) throw error;
    const answer = failure(error);
    if (scripted) return answer;
    const typed = intent === "save" ? feedUrl : undefined;
    return redirect(calendarPageAfter(refusalCode(error), typed), { status: 303, headers: NO_STORE });
  }
}
