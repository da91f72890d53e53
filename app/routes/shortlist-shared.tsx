import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/shortlist-shared";
import { Icon } from "~/components/icon";
import { ShortlistVendorSummary } from "~/components/shortlist-vendor-summary";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { coupleDatesOf } from "~/modules/availability/couple-dates";
import { AppError } from "~/modules/errors/app-error";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { shortlistCookie, shortlistIdOf } from "~/modules/shortlist/shortlist-cookie.server";
import { mergeMessage, SHORTLIST_MESSAGES } from "~/modules/shortlist/shortlist-rules";
import { mergeSharedShortlist } from "~/modules/shortlist/shortlist-store.server";
import { getSharedShortlist } from "~/modules/shortlist/shortlist-views.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

/**
 * The read-only copy of someone's shortlist (docs/product/couples-tools.md#share), found by its share id: the same vendors, no 'Remove'.
 * With the couple's dates in the address (`dates=`), each vendor says whether it is free on them (decision 068).
 * An unknown share id is a 404 (the site's not-found page).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    return await getSharedShortlist(getDatabase(), params.shareId, coupleDatesOf(new URL(request.url).searchParams, ukDay(now())));
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * 'Save these to my shortlist': same-origin check, then merges the shared vendors into the visitor's own
 * shortlist (created, with its cookie, when needed), up to the 100-vendor cap. Answers `{ message }`; an unknown
 * share id is a 404.
 */
export async function action({ request, params }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const merged = await mergeSharedShortlist(getDatabase(), await shortlistIdOf(request), params.shareId);
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (merged.shortlist) headers["Set-Cookie"] = await shortlistCookie(merged.shortlist.id, getConfig().publicUrl);
    return data({ message: mergeMessage(merged.added, merged.skipped) }, { headers });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throwRouteError(error);
    return formFailure(error, {}, { log: "A shared shortlist could not be saved", message: { message: SHORTLIST_MESSAGES.unexpected } });
  }
}

export function meta() {
  // The link is passed around a family, not published: search engines keep out.
  return [{ title: "A shared shortlist | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export default function SharedShortlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 md:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-brand-800">A shared shortlist</h1>
        <p className="text-muted">Someone shared these wedding vendors with you. You can look, and keep a copy in your own shortlist.</p>
      </div>
      {actionData && "message" in actionData ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {actionData.message} <Link to="/shortlist" className="font-semibold underline">Open your shortlist</Link>
        </p>
      ) : null}
      {actionData && "formError" in actionData ? <ErrorAlert>{actionData.formError.message}</ErrorAlert> : null}
      {loaderData.vendors.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-brand-100">This shortlist is empty for now.</p>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Shared vendors">
            {loaderData.vendors.map((vendor) => (
              <li key={vendor.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
                <ShortlistVendorSummary vendor={vendor} placeName={null} showEnquiry={false} />
              </li>
            ))}
          </ul>
          <Form method="post">
            <Button type="submit" disabled={saving}>
              <Icon name="heart" /> Save these to my shortlist
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
