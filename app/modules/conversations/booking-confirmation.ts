// The booking confirmation each side of a booked conversation can download (docs/product/couples-tools.md#quotes-and-bookings,
// decision 057): its reference and addresses, shared with the pages that link to it.

/** A booking's reference as people quote it: 'B-000123' for booking 123 (six digits at least). */
export function bookingReference(bookingId: number): string {
  return `B-${String(bookingId).padStart(6, "0")}`;
}

/** The file name a confirmation downloads as: 'booking-B-000123.pdf'. */
export function bookingConfirmationFilename(bookingId: number): string {
  return `booking-${bookingReference(bookingId)}.pdf`;
}

/** The couple's download, under their private link: `/messages/{token}/booking.pdf`. */
export function coupleBookingConfirmationPath(token: string): string {
  return `/messages/${token}/booking.pdf`;
}

/** The vendor's download, beside the conversation in the portal: `/vendor-dashboard/enquiries/{id}/booking.pdf`. */
export function vendorBookingConfirmationPath(enquiryId: number): string {
  return `/vendor-dashboard/enquiries/${enquiryId}/booking.pdf`;
}
