import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import type { BookingSummary } from "~/modules/conversations/bookings";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { formatPrice } from "~/modules/money/money";

/**
 * The dashboard's Bookings card (docs/product/couples-tools.md#quotes-and-bookings: "the vendor's dashboard
 * lists bookings"): each booking's couple, event(s), date and amount, linked to its conversation; upcoming ones
 * first, in the order given.
 */
export function BookingsCard({ bookings }: { bookings: BookingSummary[] }) {
  return (
    <section aria-labelledby="bookings-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="bookings-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <CalendarCheck className="size-5" aria-hidden="true" /> Bookings
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-4 text-muted">No bookings yet. When a couple accepts your quote, or you mark a conversation booked, it appears here.</p>
      ) : (
        <ul className="mt-4 divide-y divide-brand-100">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div>
                <Link to={`/vendor-dashboard/enquiries/${booking.enquiryId}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {booking.coupleName}
                </Link>
                <p className="text-sm text-muted">
                  {booking.events} · {formatEventDate(booking.eventDate)}
                  {booking.source === "outside" ? " · booked outside the site" : null}
                </p>
              </div>
              <p className="font-semibold text-ink">{booking.amountPence === null ? <span className="text-sm font-normal text-muted">No amount</span> : formatPrice(booking.amountPence)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
