import type { Route } from "./+types/calendar-export";
import { getDatabase } from "~/db/client.server";
import { exportCalendar, tokenOfFileName } from "~/modules/calendar-sync/calendar-export.server";
import { throwRouteError } from "~/modules/http/route-errors.server";

// GET /calendar/{token}.ics (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): a vendor's private
// feed of bookings and blocked days, read by calendar apps without a session. The token is the only key: an unknown,
// replaced or malformed one answers 404, alike, so the answer says nothing about which tokens exist. No cache may
// keep it (its address is a secret); search engines must not index it.

const NOT_FOUND_HEADERS = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export async function loader({ params }: Route.LoaderArgs) {
  const token = tokenOfFileName(params.file ?? "");
  try {
    const feed = token ? await exportCalendar(getDatabase(), token) : undefined;
    if (!feed) return new Response("Calendar not found", { status: 404, headers: NOT_FOUND_HEADERS });
    return new Response(feed.text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="calendar.ics"',
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (error) {
    throwRouteError(error);
  }
}
