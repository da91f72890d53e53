import { z } from "zod";
import { AppError } from "~/modules/errors/app-error";
import type { FormFailure } from "~/modules/http/form-errors";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";

// The dashboard's Business Logo and Business Gallery cards (docs/product/vendor-journey-and-portal.md#images),
// shared by the cards and by the /vendor-dashboard/images action: the shapes, the posted
// fields, the toasts, and the codes a plain (no JavaScript) submission carries back to the dashboard.

/** Where the cards post. */
export const LISTING_IMAGES_PATH = "/vendor-dashboard/images";

/** One gallery image as the dashboard shows it, in the gallery's order. */
export type GalleryImage = { id: number; url: string; altText: string; isPrimary: boolean };

/** The listing's logo and gallery (at most 10 images, the primary one flagged). */
export type ListingImages = { logoUrl: string | null; gallery: GalleryImage[] };

/** Names of the posted fields. */
export const IMAGE_FIELDS = { intent: "intent", imageId: "imageId", image: "image" } as const;

export const LOGO_INTENTS = ["upload-logo", "remove-logo"] as const;
export const GALLERY_INTENTS = ["add-image", "set-primary", "move-up", "move-down", "remove-image"] as const;
export type ImageIntent = (typeof LOGO_INTENTS)[number] | (typeof GALLERY_INTENTS)[number];

/** A toast as the action answers it (the shape of the toast system's `ToastMessage`). */
export type ImageToast = { title: string; description?: string; variant: "success" | "error" };

/** The answer to a card's post: the toast, and after a success the listing's images; a refusal in the form-failure shape. */
export type ImagesActionData =
  | { ok: true; toast: ImageToast; images: ListingImages }
  | (FormFailure<{ intent: string }> & { ok: false; toast: ImageToast });

/** docs/product/vendor-journey-and-portal.md#images: 'Logo uploaded successfully', 'Image added to gallery'; the others are ours. */
export const IMAGE_SUCCESS_TOASTS: Record<ImageIntent, string> = {
  "upload-logo": "Logo uploaded successfully",
  "remove-logo": "Logo removed",
  "add-image": "Image added to gallery",
  "set-primary": "Primary image updated",
  "move-up": "Gallery order updated",
  "move-down": "Gallery order updated",
  "remove-image": "Image removed",
};

/**
 * Titles of a failure toast, the reason going in its description. docs/product/vendor-journey-and-portal.md#images gives 'Upload failed'
 * and 'Remove failed'; 'Failed to set primary image' is the spec's admin wording; 'Failed to reorder images' is ours.
 */
export const IMAGE_FAILURE_TITLES: Record<ImageIntent, string> = {
  "upload-logo": "Upload failed",
  "remove-logo": "Remove failed",
  "add-image": "Upload failed",
  "set-primary": "Failed to set primary image",
  "move-up": "Failed to reorder images",
  "move-down": "Failed to reorder images",
  "remove-image": "Remove failed",
};

/** The reason of a failure nothing more specific explains (the details go to the server log). */
export const IMAGE_FAILED_REASON = "Please try again.";
/** An image id that is not one of the listing's images. */
export const IMAGE_NOT_FOUND_MESSAGE = "This image is not in your gallery.";
/** A post whose body is not a form (only a crafted post sends one). */
export const UNREADABLE_POST_MESSAGE = "This form could not be read.";
/** A post without a known intent (only a crafted post sends one). */
export const UNKNOWN_INTENT_MESSAGE = "Unknown image action.";

/** The intent's card: the logo's intents are the logo card's, all others the gallery card's. */
export function cardOfIntent(intent: ImageIntent | undefined): "logo" | "gallery" {
  return (LOGO_INTENTS as readonly string[]).includes(intent ?? "") ? "logo" : "gallery";
}

/** The toast of a successful change. */
export function successToast(intent: ImageIntent): ImageToast {
  return { title: IMAGE_SUCCESS_TOASTS[intent], variant: "success" };
}

/** The toast of a refused or failed change, with the reason as its description (docs/product/vendor-journey-and-portal.md#images). */
export function failureToast(intent: ImageIntent | undefined, reason: string): ImageToast {
  return { title: IMAGE_FAILURE_TITLES[intent ?? "add-image"], description: reason, variant: "error" };
}

const imageId = z.coerce.number({ error: IMAGE_NOT_FOUND_MESSAGE }).int(IMAGE_NOT_FOUND_MESSAGE).positive(IMAGE_NOT_FOUND_MESSAGE);
const oneImage = z
  .array(z.file())
  .min(1, IMAGE_MESSAGES.noFile)
  // docs/product/vendor-journey-and-portal.md#images: one file at a time.
  .max(1, IMAGE_MESSAGES.oneAtATime)
  .transform((files) => files[0]!);

/** One change to the listing's images, as posted by the cards. */
export const imageCommandSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload-logo"), image: oneImage }),
  z.object({ intent: z.literal("add-image"), image: oneImage }),
  z.object({ intent: z.literal("remove-logo") }),
  z.object({ intent: z.literal(["set-primary", "move-up", "move-down", "remove-image"]), imageId }),
]);
export type ImageCommand = z.output<typeof imageCommandSchema>;

/**
 * Reads the change a card posted: `intent`, `imageId` for a change to one image, and one non-empty file in
 * `image` for an upload (a file input left empty sends an empty file, which does not count).
 * Output: {@link ImageCommand}. Throws AppError `invalid` (400) with the first problem's message: an unknown
 * intent, a missing or malformed image id, no file ('Please choose an image to upload') or several ('Please upload
 * one image at a time', docs/product/vendor-journey-and-portal.md#images). The file's content is judged later, by the server's image processing.
 */
export function parseImageCommand(formData: FormData): ImageCommand {
  const intent = formData.get(IMAGE_FIELDS.intent);
  const parsed = imageCommandSchema.safeParse({
    intent,
    imageId: formData.get(IMAGE_FIELDS.imageId) ?? undefined,
    image: formData.getAll(IMAGE_FIELDS.image).filter((entry) => typeof entry !== "string" && entry.size > 0),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.path[0] === IMAGE_FIELDS.intent || !issue ? UNKNOWN_INTENT_MESSAGE : issue.message;
  throw new AppError("invalid", message);
}

/** The intent of a post, when it names a known one; for answering a refusal before the whole post is read. */
export function intentOf(value: unknown): ImageIntent | undefined {
  return [...LOGO_INTENTS, ...GALLERY_INTENTS].find((intent) => intent === value);
}

// A plain form post (no JavaScript) is answered with a redirect back to the dashboard, which cannot carry a toast:
// a refusal travels as a short code in the query (`?logo-error=logo-too-large`), never as free text, and the card
// shows the code's message.

/** Query parameters of a refusal, one per card. */
export const IMAGE_PROBLEM_PARAMS = { logo: "logo-error", gallery: "gallery-error" } as const;

const PROBLEM_MESSAGES = {
  "invalid-type": IMAGE_MESSAGES.invalidType,
  "too-large": IMAGE_MESSAGES.tooLarge,
  "logo-too-large": IMAGE_MESSAGES.logoTooLarge,
  "gallery-full": IMAGE_MESSAGES.galleryFull,
  "one-at-a-time": IMAGE_MESSAGES.oneAtATime,
  "too-many-pixels": IMAGE_MESSAGES.tooManyPixels,
  "no-file": IMAGE_MESSAGES.noFile,
  "not-found": IMAGE_NOT_FOUND_MESSAGE,
  "store-unavailable": IMAGE_MESSAGES.storageUnavailable,
  failed: IMAGE_FAILED_REASON,
} as const;
type ProblemCode = keyof typeof PROBLEM_MESSAGES;

/** The code of a refusal's message; messages without a code of their own become `failed`. */
export function imageProblemCode(message: string): ProblemCode {
  const found = Object.entries(PROBLEM_MESSAGES).find(([, text]) => text === message);
  return (found?.[0] as ProblemCode | undefined) ?? "failed";
}

/** The message of a refusal code read from the query, or undefined for no code or an unknown one. */
export function imageProblemMessage(code: string | null): string | undefined {
  return code !== null && Object.hasOwn(PROBLEM_MESSAGES, code) ? PROBLEM_MESSAGES[code as ProblemCode] : undefined;
}

/**
 * Where a plain form post goes back to: the dashboard, with the refusal's code for the card it came from.
 * Input: the intent (when known) and the refusal's message, or undefined after a success.
 */
export function dashboardAfterImageChange(intent: ImageIntent | undefined, problem?: string): string {
  if (problem === undefined) return "/vendor-dashboard";
  const query = new URLSearchParams({ [IMAGE_PROBLEM_PARAMS[cardOfIntent(intent)]]: imageProblemCode(problem) });
  return `/vendor-dashboard?${query}`;
}
