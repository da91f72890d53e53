import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-vendor-images";
import { getDatabase } from "~/db/client.server";
import { requireAdmin, type SignedInAdmin } from "~/modules/accounts/admin-access.server";
import { VENDOR_ADMIN_MESSAGES, vendorEditPath } from "~/modules/admin/vendor-admin-form";
import {
  adminImageFailureToast,
  adminImageIntentOf,
  adminImageSuccessToast,
  IMAGE_ERROR_PARAM,
  parseAdminImageCommand,
  savedVendorId,
  type AdminImageCommand,
  type AdminImageIntent,
  type AdminImagesActionData,
} from "~/modules/admin/vendor-admin-images";
import { deleteAdminVendorImage, setAdminPrimaryImage, uploadAdminVendorImage } from "~/modules/admin/vendor-admin-images.server";
import { AppError } from "~/modules/errors/app-error";
import { formFailure } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { imageProblemCode, UNREADABLE_POST_MESSAGE, type GalleryImage } from "~/modules/vendor-portal/listing-images";

// The image section of the admin's vendor editor posts here (docs/product/admin.md#vendors),
// one change at a time: `upload`, `set-primary`, `delete-image`. Through a fetcher (React
// Router's `.data` request) the answer is the gallery and a toast; a plain form post goes back to the editor with a
// 303, a refusal's code in the query. A vendor id that is not a saved vendor's ('new') refuses uploads with 'Please
// save the vendor first before uploading images'.

const NO_STORE = { "Cache-Control": "no-store" };

/** Where a plain post returns: the editor of a saved vendor, else the Vendors tab. */
function editorOf(vendorId: number | undefined): string {
  return vendorId === undefined ? "/admin-dashboard" : vendorEditPath(vendorId);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(editorOf(savedVendorId(params.vendorId)));
}

/** Whether the post came from React Router's client (a fetcher asks for `<path>.data`) rather than a plain form. */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** A body that is neither multipart nor urlencoded is refused as `invalid`; a body over its limit keeps its 413. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("invalid", UNREADABLE_POST_MESSAGE);
  }
}

/** The one domain call of a command. */
function applyCommand(admin: SignedInAdmin, vendorId: number | undefined, command: AdminImageCommand): Promise<GalleryImage[]> {
  const db = getDatabase();
  if (command.intent === "upload") return uploadAdminVendorImage(db, admin, vendorId, command.image);
  // Only an upload names the spec's message for an unsaved vendor; the other changes need an image that exists.
  if (vendorId === undefined) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound);
  if (command.intent === "set-primary") return setAdminPrimaryImage(db, admin, vendorId, command.imageId);
  return deleteAdminVendorImage(db, admin, vendorId, command.imageId);
}

function imageFailure(error: unknown, intent: AdminImageIntent | undefined) {
  const failure = formFailure(error, { intent: intent ?? "" }, { log: "A vendor image change failed", message: { message: VENDOR_ADMIN_MESSAGES.tryAgain } });
  const body: AdminImagesActionData = { ...failure.data, ok: false, toast: adminImageFailureToast(intent, failure.data.formError.message) };
  return data(body, failure.init ?? undefined);
}

export async function action({ request, params }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
  } catch (error) {
    return imageFailure(error, undefined);
  }
  const scripted = isDataRequest(request);
  const vendorId = savedVendorId(params.vendorId);
  let intent: AdminImageIntent | undefined;
  try {
    const admin = await requireAdmin(request);
    const formData = await readForm(request);
    intent = adminImageIntentOf(formData.get("intent"));
    const command = parseAdminImageCommand(formData);
    const images = await applyCommand(admin, vendorId, command);
    if (!scripted) return redirect(editorOf(vendorId), { status: 303, headers: NO_STORE });
    return data<AdminImagesActionData>({ ok: true, toast: adminImageSuccessToast(command.intent), images }, { headers: NO_STORE });
  } catch (error) {
    const failure = imageFailure(error, intent);
    if (scripted || vendorId === undefined) return failure;
    const problem = imageProblemCode(failure.data.formError.message);
    return redirect(`${editorOf(vendorId)}?${IMAGE_ERROR_PARAM}=${problem}`, { status: 303, headers: NO_STORE });
  }
}
