import { eq } from "drizzle-orm";
import { enquiries } from "~/db/schema";

/**
 * The SQL condition of an enquiry that counts in a vendor's figures (docs/product/couples-tools.md#lead-quality;
 * decision 056): delivered to the vendor. Held, rejected and not genuine (an upheld report) enquiries never count.
 * Use it in the `where` of any query over `enquiries` that counts them for a vendor.
 */
export const countedEnquiry = eq(enquiries.delivery, "delivered");
