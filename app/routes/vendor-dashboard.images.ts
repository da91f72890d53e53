import { data, redirect } from "react-router";
import type { Route } from "./+types/vendor-dashboard.images";
import { getDatabase } from "~/db/client.server";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { AppError } from "~/modules/errors/app-error";
import { formFailure } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { addGalleryImage, moveGalleryImage, removeGalleryImage, setPrimaryImage } from "~/modules/vendor-portal/listing-gallery.server";
import {
  dashboardAfterImageChange,
  failureToast,
  IMAGE_FAILED_REASON,
  IMAGE_FIELDS,
  intentOf,
  parseImageCommand,
  successToast,
  UNREADABLE_POST_MESSAGE,
  type ImageCommand,
  type ImageIntent,
  type ImagesActionData,
  type ListingImages,
} from "~/modules/vendor-portal/listing-images";
import { removeLogo, uploadLogo } from "~/modules/vendor-portal/listing-images.server";

// The dashboard's Business Logo and Business Gallery cards post here (docs/product/vendor-journey-and-portal.md#images),
// one change at a time. With JavaScript the cards post through a fetcher (React Router's `.data`
// request) and get the listing's images and a toast back; a plain form post goes back to the dashboard with a
// 303, a refusal's code in the query. The listing is always the session's own.

const NO_STORE = { "Cache-Control": "no-store" };

export function loader() {
  return redirect("/vendor-dashboard");
}

/**
 * Whether the post came from React Router's client (a fetcher), which asks for `<path>.data`, rather than from a
 * plain form submission of the browser. React Router 8 passes the raw request to actions (the normalised address
 * is the `url` argument), so the suffix is still there.
 */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The one domain call of a command. */
function applyCommand(userId: string, command: ImageCommand): Promise<ListingImages> {
  const db = getDatabase();
  switch (command.intent) {
    case "upload-logo":
      return uploadLogo(db, userId, command.image);
    case "remove-logo":
      return removeLogo(db, userId);
    case "add-image":
      return addGalleryImage(db, userId, command.image);
    case "set-primary":
      return setPrimaryImage(db, userId, command.imageId);
    case "move-up":
    case "move-down":
      return moveGalleryImage(db, userId, command.imageId, command.intent === "move-up" ? "up" : "down");
    case "remove-image":
      return removeGalleryImage(db, userId, command.imageId);
  }
}

/**
 * The posted form. A body that is neither multipart nor urlencoded is refused as `invalid` rather than failing
 * as a bug; a body over its limit keeps its own error (413, decision 011).
 */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("invalid", UNREADABLE_POST_MESSAGE);
  }
}

/** A refusal in the one form-failure shape with its status, plus the card's failure toast (docs/product/vendor-journey-and-portal.md#images). */
function imageFailure(error: unknown, intent: ImageIntent | undefined) {
  const failure = formFailure(error, { intent: intent ?? "" }, { log: "A listing image change failed", message: { message: IMAGE_FAILED_REASON } });
  const body: ImagesActionData = { ...failure.data, ok: false, toast: failureToast(intent, failure.data.formError.message) };
  return data(body, failure.init ?? undefined);
}

export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
  } catch (error) {
    // Refused before anything is read, for a fetcher and a plain post alike.
    return imageFailure(error, undefined);
  }
  const scripted = isDataRequest(request);
  let intent: ImageIntent | undefined;
  try {
    const vendor = await requirePortalVendor(request);
    const formData = await readForm(request);
    intent = intentOf(formData.get(IMAGE_FIELDS.intent));
    const command = parseImageCommand(formData);
    const images = await applyCommand(vendor.id, command);
    if (!scripted) return redirect(dashboardAfterImageChange(command.intent), { status: 303, headers: NO_STORE });
    return data<ImagesActionData>({ ok: true, toast: successToast(command.intent), images }, { headers: NO_STORE });
  } catch (error) {
    const failure = imageFailure(error, intent);
    if (scripted) return failure;
    return redirect(dashboardAfterImageChange(intent, failure.data.formError.message), { status: 303, headers: NO_STORE });
  }
}
