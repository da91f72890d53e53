import type { Route } from "./+types/vendor-dashboard.data-export";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import { dataExportResponse, vendorSubject } from "~/modules/data-export/data-export.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { now } from "~/modules/time/clock";

// GET /vendor-dashboard/my-data.zip (docs/product/vendor-journey-and-portal.md#download-my-data): the signed-in
// vendor's account and own listing as a zip; no id is read from the address. A visitor is sent to sign in; a couple
// and an admin are refused.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVendor(request);
  try {
    const db = getDatabase();
    return dataExportResponse(db, await vendorSubject(db, user.id), now());
  } catch (error) {
    throwRouteError(error);
  }
}
