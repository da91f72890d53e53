import type { Route } from "./+types/planner-guests-export";
import { getDatabase } from "~/db/client.server";
import { requireCouple } from "~/modules/couples/couple-access.server";
import { guestsFileName } from "~/modules/guest-list/guest-csv";
import { exportGuests } from "~/modules/guest-list/guest-csv.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// GET /planner/guests.csv (docs/product/couples-tools.md#guest-list-and-rsvp): the couple's guests with their
// answers per event, as a download; a visitor is sent to /planner to sign in.

export async function loader({ request }: Route.LoaderArgs) {
  const couple = await requireCouple(request);
  const csv = await exportGuests(getDatabase(), couple.id);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${guestsFileName(ukDay(now()))}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
