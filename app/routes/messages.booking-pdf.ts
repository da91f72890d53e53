import type { Route } from "./+types/messages.booking-pdf";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { bookingConfirmationResponse, coupleBookingConfirmation } from "~/modules/conversations/booking-confirmation-pdf.server";
import { throwRouteError } from "~/modules/http/route-errors.server";

// GET /messages/{token}/booking.pdf (docs/product/couples-tools.md#quotes-and-bookings: "each side can download a booking
// confirmation PDF"): the couple's copy, opened by their private link. A link that opens nothing, or a
// conversation that is not booked, is the same 404; the file is kept by no cache and sends no Referer.

export async function loader({ params }: Route.LoaderArgs) {
  try {
    return bookingConfirmationResponse(await coupleBookingConfirmation(getDatabase(), params.token, getConfig().publicUrl));
  } catch (error) {
    throwRouteError(error);
  }
}
