import { data, Form, Link } from "react-router";
import type { Route } from "./+types/planner-guests-import";
import { PlannerNav } from "~/components/planner/planner-nav";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { requireCouple, requirePlannerCouple } from "~/modules/couples/couple-access.server";
import { AppError } from "~/modules/errors/app-error";
import { GUEST_CSV_COLUMNS, GUEST_CSV_MESSAGES, MAX_GUEST_CSV_BYTES } from "~/modules/guest-list/guest-csv";
import { importGuests } from "~/modules/guest-list/guest-csv.server";
import { GUEST_MESSAGES } from "~/modules/guest-list/guest-rules";
import { decodeCsvBytes } from "~/modules/imports/csv-encoding";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// 'Import guests' (docs/product/couples-tools.md#guest-list-and-rsvp; decision 084): a CSV file of guests; the good
// rows are added, each refused row named by its line and reason.

export function meta() {
  return [{ title: "Import guests | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireCouple(request);
  return data(null, { headers: NO_STORE });
}

/** Same-origin check, the couple, then the `file` part: `{ added, errors }`, or the failure shape for a file refused whole. */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const couple = await requirePlannerCouple(request);
    const file = (await request.formData()).get("file");
    if (!(file instanceof File) || file.size === 0) throw new AppError("invalid", GUEST_CSV_MESSAGES.noFile, { fieldErrors: { file: GUEST_CSV_MESSAGES.noFile } });
    if (file.size > MAX_GUEST_CSV_BYTES) throw new AppError("payload_too_large", GUEST_CSV_MESSAGES.tooLarge, { fieldErrors: { file: GUEST_CSV_MESSAGES.tooLarge } });
    const { text } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    const result = await importGuests(getDatabase(), couple.id, text);
    return data(result, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, {}, { log: "A guest import failed unexpectedly", message: { message: GUEST_MESSAGES.unexpected } });
  }
}

type ImportResult = { added: number; errors: { line: number; reason: string }[] } | FormFailure<Record<string, never>>;

export default function PlannerGuestsImport({ actionData }: Route.ComponentProps) {
  const result = actionData as ImportResult | undefined;
  const failure = result && "formError" in result ? result : undefined;
  const done = result && "added" in result ? result : undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 md:px-6">
      <h1 className="text-3xl font-bold text-brand-800">Import guests</h1>
      <PlannerNav />
      <p className="text-muted">
        A CSV file whose first line names the columns: {GUEST_CSV_COLUMNS.map((column) => `'${column}'`).join(", ")}. Only 'name' is required. 'invited_to' lists your events' names separated by
        semicolons (Mehndi; Walima). Guests with the same 'household' join one household.
      </p>
      {done ? (
        <div role="status" className="space-y-2 rounded-2xl bg-brand-50 p-5">
          <p className="font-bold text-brand-800">
            Added {done.added} {done.added === 1 ? "guest" : "guests"}.
          </p>
          {done.errors.length > 0 ? (
            <>
              <p>
                {done.errors.length} {done.errors.length === 1 ? "row was" : "rows were"} not imported:
              </p>
              <ul aria-label="Rows not imported" className="list-disc pl-5">
                {done.errors.map((error) => (
                  <li key={error.line}>
                    Line {error.line}: {error.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {failure ? <ErrorAlert>{failure.formError.message}</ErrorAlert> : null}
      <Form method="post" encType="multipart/form-data" className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
        <div className="space-y-1.5">
          <label htmlFor="guest-file" className="block text-sm font-semibold text-ink">
            CSV file
          </label>
          <input id="guest-file" type="file" name="file" accept=".csv,text/csv" required className="block w-full text-sm" aria-invalid={failure?.fieldErrors.file ? true : undefined} />
        </div>
        <Button type="submit">Import guests</Button>
      </Form>
      <Link to="/planner/guests" className="inline-block font-medium text-brand-700 underline">
        Back to the guest list
      </Link>
    </div>
  );
}
