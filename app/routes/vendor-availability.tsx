import { useMemo } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/vendor-availability";
import { AvailabilityCard, type AvailabilityFailure } from "~/components/portal/availability-card";
import { CalendarSyncCard } from "~/components/portal/calendar-sync-card";
import { UnexpectedErrorPage } from "~/components/status-pages";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import {
  AVAILABILITY_FIELDS,
  AVAILABILITY_MESSAGES,
  availabilityNotice,
  availabilityPath,
  eventsPerDaySchema,
  parseAvailabilityIntent,
} from "~/modules/availability/availability-form";
import { monthOf, parseCalendarMonth } from "~/modules/availability/availability-month";
import { blockDays, unblockDays } from "~/modules/availability/blocked-days.server";
import { setEventsPerDay } from "~/modules/availability/events-per-day.server";
import { vendorMonth } from "~/modules/availability/vendor-month.server";
import { loadCalendarSync } from "~/modules/calendar-sync/calendar-settings.server";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";

// The portal's Availability page (docs/product/vendor-journey-and-portal.md#availability; decision 065): the
// Availability card (a 'Date' field with 'Mark unavailable' and 'Mark available', the month grid, events per day),
// and below it the Calendar sync card (decision 066), whose forms post to /vendor-dashboard/calendar. The listing is always the session's own: no id is read from the browser,
// so another vendor's days can be neither seen nor changed. Every form is a plain post, so the page works without
// JavaScript; a change leads to the month of the day it changed.

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export function meta() {
  return [{ title: "Availability | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

/** The session's listing, or AppError `not_found` without one (the portal frame then shows onboarding's link). */
async function ownListingId(userId: string): Promise<number> {
  const vendorId = await getOwnListingId(getDatabase(), userId);
  if (vendorId === undefined) throw new AppError("not_found", "No business listing found.");
  return vendorId;
}

/**
 * The month of `?month=` (this month when absent or out of range), the notice of a change just made, and what the
 * Calendar sync card shows (`loadCalendarSync`, decision 066).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  try {
    const vendorId = await getOwnListingId(getDatabase(), vendor.id);
    if (vendorId === undefined) return data({ availability: null, calendarSync: null, notice: null }, { headers: NO_STORE });
    const at = now();
    const search = new URL(request.url).searchParams;
    const month = parseCalendarMonth(search.get(AVAILABILITY_FIELDS.month), ukDay(at));
    const availability = await vendorMonth(getDatabase(), vendorId, month, at);
    const calendarSync = await loadCalendarSync(getDatabase(), vendorId, { at });
    return data({ availability, calendarSync, notice: availabilityNotice(search) ?? null }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

type Values = { intent: string; via: string; day: string; eventsPerDay: string; month: string };

function valuesOf(formData: FormData): Values {
  const field = (name: string) => textField(formData, name);
  return {
    intent: field("intent"),
    via: field(AVAILABILITY_FIELDS.via),
    day: field(AVAILABILITY_FIELDS.day),
    eventsPerDay: field(AVAILABILITY_FIELDS.eventsPerDay),
    month: field(AVAILABILITY_FIELDS.month),
  };
}

/**
 * The card's forms, by `intent`, on the session's listing: `block` ({@link blockDays}) and `unblock`
 * ({@link unblockDays}) of one `day`, then to that day's month; `events-per-day` ({@link setEventsPerDay}), then
 * back to the month shown. Same-origin first; a refusal answers its status (400, 404, 409) with what was typed.
 */
export async function action({ request }: Route.ActionArgs) {
  let values: Values = { intent: "", via: "", day: "", eventsPerDay: "", month: "" };
  try {
    requireSameOrigin(request);
    const vendor = await requirePortalVendor(request);
    values = valuesOf(await request.formData());
    const intent = parseAvailabilityIntent(values.intent);
    if (!intent) throw new AppError("invalid", AVAILABILITY_MESSAGES.unknownIntent);
    const vendorId = await ownListingId(vendor.id);
    const db = getDatabase();
    const at = now();
    if (intent === "events-per-day") {
      const parsed = eventsPerDaySchema.safeParse({ [AVAILABILITY_FIELDS.eventsPerDay]: values.eventsPerDay });
      if (!parsed.success) throw invalidForm(parsed.error, AVAILABILITY_MESSAGES.eventsPerDay);
      await setEventsPerDay(db, vendorId, parsed.data.eventsPerDay, at);
      return redirect(availabilityPath(parseCalendarMonth(values.month, ukDay(at)), { intent }), { status: 303, headers: NO_STORE });
    }
    const day = values.day.trim();
    if (intent === "block") await blockDays(db, vendorId, [day], at);
    else await unblockDays(db, vendorId, [day], at);
    return redirect(availabilityPath(monthOf(day), { intent, day }), { status: 303, headers: NO_STORE });
  } catch (error) {
    return formFailure(error, values, { log: "A vendor's availability could not be saved", message: { message: AVAILABILITY_MESSAGES.failed } });
  }
}

export default function VendorAvailabilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { availability, calendarSync, notice } = loaderData;
  const failure = actionData && "formError" in actionData ? (actionData as AvailabilityFailure) : undefined;
  const toast = useMemo<ToastMessage | undefined>(
    () => (failure ? { title: failure.formError.title ?? "Error", description: failure.formError.message, variant: "error" } : undefined),
    [failure],
  );
  useActionToast(toast);
  if (!availability || !calendarSync) return null;
  return (
    <div className="space-y-6">
      <AvailabilityCard availability={availability} failure={failure} notice={notice} />
      <CalendarSyncCard sync={calendarSync} />
    </div>
  );
}

export function ErrorBoundary() {
  return <UnexpectedErrorPage />;
}
