import { data, redirect } from "react-router";
import type { Route } from "./+types/shortlist-items";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { formFailure } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { shortlistCookie, shortlistIdOf } from "~/modules/shortlist/shortlist-cookie.server";
import { returnPathFrom, SCRIPT_FIELD, SHORTLIST_MESSAGES } from "~/modules/shortlist/shortlist-rules";
import { removeFromShortlist, saveToShortlist } from "~/modules/shortlist/shortlist-store.server";
import { parseVendorId } from "~/modules/vendors/get-public-vendor.server";

/** What a save button gets back when it posted with JavaScript. */
export type ShortlistToggleResult = { vendorId: number; saved: boolean; count?: number };

/**
 * The save buttons' action (docs/product/couples-tools.md#shortlist): `save=<vendor id>` saves (creating the shortlist and its cookie on the
 * first save), `remove=<vendor id>` removes. Same-origin check first. With JavaScript (the `js` field) it answers
 * {@link ShortlistToggleResult}, or a refusal in the one form shape (409 'Your shortlist is full…', 404 for a
 * vendor no longer listed); without it, it redirects back to the page the button was on (or /shortlist, which
 * shows the full-shortlist message).
 */
export async function action({ request }: Route.ActionArgs) {
  let script = true;
  try {
    requireSameOrigin(request);
    const form = await request.formData();
    script = form.get(SCRIPT_FIELD) !== null;
    const { publicUrl } = getConfig();
    const back = returnPathFrom(request.headers.get("referer"), [new URL(request.url).origin, new URL(publicUrl).origin]);
    const ownerId = await shortlistIdOf(request);
    const saveId = parseVendorId(String(form.get("save") ?? ""));
    const removeId = parseVendorId(String(form.get("remove") ?? ""));
    if (saveId !== undefined) {
      const saved = await saveToShortlist(getDatabase(), ownerId, saveId);
      const headers = { "Set-Cookie": await shortlistCookie(saved.shortlist.id, publicUrl), "Cache-Control": "no-store" };
      if (!script) return redirect(back, { status: 303, headers });
      return data<ShortlistToggleResult>({ vendorId: saveId, saved: true, count: saved.count }, { headers });
    }
    if (removeId !== undefined) {
      await removeFromShortlist(getDatabase(), ownerId, removeId);
      if (!script) return redirect(back, 303);
      return data<ShortlistToggleResult>({ vendorId: removeId, saved: false }, { headers: { "Cache-Control": "no-store" } });
    }
    throw new AppError("invalid", "Please choose a vendor to save.");
  } catch (error) {
    if (!script && error instanceof AppError && error.code === "conflict") return redirect("/shortlist?notice=full", 303);
    if (!script && error instanceof AppError) return redirect("/shortlist", 303);
    return formFailure(error, {}, { log: "A shortlist could not be changed", message: { message: SHORTLIST_MESSAGES.unexpected } });
  }
}
