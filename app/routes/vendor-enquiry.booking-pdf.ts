import type { Route } from "./+types/vendor-enquiry.booking-pdf";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import { bookingConfirmationResponse, vendorBookingConfirmation } from "~/modules/conversations/booking-confirmation-pdf.server";
import { CONVERSATION_NOT_FOUND, parseConversationId } from "~/modules/conversations/conversation-rules";
import { AppError } from "~/modules/errors/app-error";
import { throwRouteError } from "~/modules/http/route-errors.server";

// GET /vendor-dashboard/enquiries/{id}/booking.pdf (docs/product/couples-tools.md#quotes-and-bookings): the vendor's
// copy of a booking confirmation. The conversation is looked up through the session's account, so another
// vendor's id, an unknown one and a conversation not booked all answer the same 404.

export async function loader({ request, params }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  try {
    const enquiryId = parseConversationId(params.enquiryId);
    if (enquiryId === undefined) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
    return bookingConfirmationResponse(await vendorBookingConfirmation(getDatabase(), vendor.id, enquiryId, getConfig().publicUrl));
  } catch (error) {
    throwRouteError(error);
  }
}
