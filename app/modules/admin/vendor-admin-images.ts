import { z } from "zod";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import { parseVendorId } from "~/modules/admin/vendor-admin-list";
import { AppError } from "~/modules/errors/app-error";
import type { FormFailure } from "~/modules/http/form-errors";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import type { GalleryImage } from "~/modules/vendor-portal/listing-images";

// The image section of the admin's vendor editor (docs/product/admin.md#vendors "image management once the
// vendor is saved", docs/product/admin.md#vendors),
// shared by the panel and the /admin-dashboard/vendors/:vendorId/images action.

export const ADMIN_IMAGE_INTENTS = ["upload", "set-primary", "delete-image"] as const;
export type AdminImageIntent = (typeof ADMIN_IMAGE_INTENTS)[number];

/** Where the panel posts for vendor `vendorId`. */
export function adminVendorImagesPath(vendorId: number): string {
  return `/admin-dashboard/vendors/${vendorId}/images`;
}

/** The query parameter that brings a refusal back to the editor after a plain (no JavaScript) post. */
export const IMAGE_ERROR_PARAM = "image-error";
/** The query parameter that opens the confirmation before one image is deleted (`?delete-image=<id>`). */
export const IMAGE_DELETE_PARAM = "delete-image";

export type AdminImageToast = { title: string; description?: string; variant: "success" | "error" };

/** The answer to the panel: the toast and, after a success, the gallery; a refusal in the form-failure shape. */
export type AdminImagesActionData =
  | { ok: true; toast: AdminImageToast; images: GalleryImage[] }
  | (FormFailure<{ intent: string }> & { ok: false; toast: AdminImageToast });

const SUCCESS: Record<AdminImageIntent, string> = {
  upload: VENDOR_ADMIN_MESSAGES.imageUploaded,
  "set-primary": VENDOR_ADMIN_MESSAGES.primarySet,
  "delete-image": VENDOR_ADMIN_MESSAGES.imageDeleted,
};

/** docs/product/admin.md#vendors: 'Failed to upload image', 'Failed to set primary image', 'Failed to delete image'. */
const FAILURE: Record<AdminImageIntent, string> = {
  upload: VENDOR_ADMIN_MESSAGES.uploadFailed,
  "set-primary": VENDOR_ADMIN_MESSAGES.setPrimaryFailed,
  "delete-image": VENDOR_ADMIN_MESSAGES.deleteImageFailed,
};

/** The toast of a successful change. */
export function adminImageSuccessToast(intent: AdminImageIntent): AdminImageToast {
  return { title: SUCCESS[intent], variant: "success" };
}

/** The toast of a refused change (docs/product/admin.md#vendors), the reason as its description; an unknown intent counts as an upload. */
export function adminImageFailureToast(intent: AdminImageIntent | undefined, reason: string): AdminImageToast {
  return { title: FAILURE[intent ?? "upload"], description: reason, variant: "error" };
}

/** The intent of a post when it names a known one, for answering a refusal before the whole post is checked. */
export function adminImageIntentOf(value: unknown): AdminImageIntent | undefined {
  return ADMIN_IMAGE_INTENTS.find((intent) => intent === value);
}

/**
 * The vendor id of the editor's URL, or undefined when the vendor is not saved yet (`new`, or anything that is not
 * a whole number from 1): uploads are then refused with 'Please save the vendor first before uploading images'.
 */
export function savedVendorId(param: string | undefined): number | undefined {
  return parseVendorId(param);
}

const UNKNOWN_INTENT = "Unknown image action.";
const imageId = z.coerce
  .number<string>({ error: VENDOR_ADMIN_MESSAGES.imageNotFound })
  .int(VENDOR_ADMIN_MESSAGES.imageNotFound)
  .positive(VENDOR_ADMIN_MESSAGES.imageNotFound);
const oneImage = z
  .array(z.file())
  .min(1, IMAGE_MESSAGES.noFile)
  // docs/product/admin.md#vendors: one file at a time.
  .max(1, IMAGE_MESSAGES.oneAtATime)
  .transform((files) => files[0]!);

const commandSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), image: oneImage }),
  z.object({ intent: z.literal(["set-primary", "delete-image"]), imageId }),
]);
export type AdminImageCommand = z.output<typeof commandSchema>;

/**
 * Reads the change the panel posted: `intent`, `imageId` for a change to one image, one non-empty file in `image`
 * for an upload. Output: {@link AdminImageCommand}. Throws AppError `invalid` (400) with the first problem's
 * message: an unknown intent, a malformed image id, no file ('Please choose an image to upload') or several
 * ('Please upload one image at a time', docs/product/admin.md#vendors). The file's content is judged later by the image processing.
 */
export function parseAdminImageCommand(formData: FormData): AdminImageCommand {
  const parsed = commandSchema.safeParse({
    intent: formData.get("intent"),
    imageId: formData.get("imageId") ?? undefined,
    image: formData.getAll("image").filter((entry) => typeof entry !== "string" && entry.size > 0),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError("invalid", !issue || issue.path[0] === "intent" ? UNKNOWN_INTENT : issue.message);
}
