import type { Route } from "./+types/planner-data-export";
import { getDatabase } from "~/db/client.server";
import { requireCouple } from "~/modules/couples/couple-access.server";
import { dataExportResponse } from "~/modules/data-export/data-export.server";
import { now } from "~/modules/time/clock";

// GET /planner/my-data.zip (docs/product/couples-tools.md#download-my-data): the signed-in couple's own data as a
// zip; no id is read from the address. A visitor is sent to /planner to sign in, a vendor or an admin to their home.

export async function loader({ request }: Route.LoaderArgs) {
  const couple = await requireCouple(request);
  return dataExportResponse(getDatabase(), { kind: "couple", userId: couple.id }, now());
}
