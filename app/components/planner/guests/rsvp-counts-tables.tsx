import type { CountsData, EventData } from "~/components/planner/guests/guest-types";
import { DIETARY_GROUPS } from "~/modules/guest-list/guest-rules";
import { eventLabel, formatEventDay } from "~/modules/weddings/wedding-event-format";

// The replies per event (docs/product/couples-tools.md#guest-list-and-rsvp): people invited, attending,
// declined, awaiting, and the dietary needs of those attending; one table per event, its caption naming it.

/** One table per event, in date order. */
export function RsvpCountsTables({ events, counts }: { events: EventData[]; counts: { eventId: number; counts: CountsData }[] }) {
  if (events.length === 0) return <p className="text-muted">No events yet: the replies appear here once your events are added.</p>;
  const byEvent = new Map(counts.map((row) => [row.eventId, row.counts]));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {events.map((event) => {
        const count = byEvent.get(event.id);
        const rows: [string, number][] = [
          ["Invited", count?.invited ?? 0],
          ["Attending", count?.attending ?? 0],
          ["Declined", count?.declined ?? 0],
          ["Awaiting", count?.awaiting ?? 0],
          ...DIETARY_GROUPS.map((group): [string, number] => [`${group} (attending)`, count?.dietary[group] ?? 0]),
        ];
        return (
          <table key={event.id} className="w-full rounded-2xl bg-white text-left ring-1 ring-brand-100">
            <caption className="px-4 pt-3 text-left font-bold text-ink">
              {eventLabel(event)} <span className="font-normal text-muted">· {formatEventDay(event.eventDate)}</span>
            </caption>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label} className="border-t border-brand-50">
                  <th scope="row" className="px-4 py-1.5 font-normal text-muted">
                    {label}
                  </th>
                  <td className="px-4 py-1.5 text-right font-medium tabular-nums">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
