import type { Route } from "./+types/admin-data-request-export";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { exportForRequest } from "~/modules/data-requests/fulfil-data-request.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { now } from "~/modules/time/clock";

// POST /admin-dashboard/data-requests/:requestId/export (docs/product/admin.md#data-requests): the zip of the
// account with the request's address, as its holder would download it. A post, not a link: it closes the request
// and writes an audit entry. Admins only; an unknown request answers 404.

export async function action({ request, params }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    return await exportForRequest(getDatabase(), admin, params.requestId, now());
  } catch (error) {
    throwRouteError(error);
  }
}
