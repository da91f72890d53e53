import type { Database } from "~/db/client.server";
import type { Auth } from "~/modules/accounts/auth.server";
import type { PlanId } from "~/modules/billing/plans";
import { AppError } from "~/modules/errors/app-error";
import { resolvePlace } from "~/modules/geo/places.server";
import { INVALID_FORM_MESSAGE, textField } from "~/modules/http/form-errors";
import { invalidForm } from "~/modules/http/route-errors.server";
import type { MailSender } from "~/modules/mail/mail-message";
import { listingReceivedMessage } from "~/modules/mail/templates";
import { MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import { readImageUpload } from "~/modules/media/read-image-upload.server";
import {
  discardVendorImages,
  newPendingVendorKey,
  storeVendorImage,
  type StoredVendorImage,
} from "~/modules/media/store-vendor-image.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { BUSINESS_FIELD_NAMES, BUSINESS_MESSAGES, businessDetailsSchema, type BusinessFormValues } from "~/modules/onboarding/business-form";
import { createSubmittedListing, type ListingPlace } from "~/modules/onboarding/business-listing.server";
import { logError } from "~/modules/logging/logger.server";

/** Where the verification link leads after better-auth has checked it (errors get `&error=CODE` added). */
export const EMAIL_VERIFIED_CALLBACK = "/email-verified?status=success";

/** Field names of the gallery inputs: `gallery0` … `gallery9`, one file each (docs/product/vendor-journey-and-portal.md#business-details: one file at a time). */
export const GALLERY_FIELDS = Array.from({ length: MAX_GALLERY_IMAGES }, (_, index) => `gallery${index}`);
export const LOGO_FIELD = "logo";

export type SubmitDeps = {
  db: Database;
  auth: Auth;
  sendMail: MailSender;
  storage: ObjectStorage;
  supportEmail: string;
};

/** Why a post that is not multipart/form-data is refused (the form sends files, docs/product/vendor-journey-and-portal.md#business-details). */
export const NOT_MULTIPART_REASON = "the form must be sent as multipart/form-data";

/** The submitted text values, as the form shows them again after a refusal. Input: the posted form data. */
export function businessFormValues(formData: FormData): BusinessFormValues {
  return Object.fromEntries(BUSINESS_FIELD_NAMES.map((name) => [name, textField(formData, name)])) as BusinessFormValues;
}

/**
 * Reads the business details form from `request` (docs/product/vendor-journey-and-portal.md#business-details /business-details: text fields and image files).
 * Output: its FormData. Throws AppError `invalid` (400) with 'Failed to submit business details: the form must
 * be sent as multipart/form-data' (docs/product/vendor-journey-and-portal.md#business-details) before reading a body of any other type. 400 rather than 415 so that
 * this refusal, too, reaches the page in the one form-failure shape (decision 011); only scripts send such posts.
 */
export async function readBusinessForm(request: Request): Promise<FormData> {
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    throw new AppError("invalid", BUSINESS_MESSAGES.failed(NOT_MULTIPART_REASON));
  }
  return request.formData();
}

/**
 * The business details submission (docs/product/vendor-journey-and-portal.md#business-details /business-details), for a signed-in account with its plan.
 * 1. The text fields are checked with the shared schema.
 * 2. The logo and gallery files are read (one file per field), checked, re-encoded and stored under a pending
 *    key; a bad image removes what was already stored.
 * 3. The location is resolved to coordinates when the gazetteer knows it.
 * 4. The listing, its images and the subscription link are written in one transaction; if that fails, the
 *    stored images are removed. The listing starts verified when the account's email already is.
 * 5. The "listing received" email is sent, and the verification email (better-auth's link, valid 24 h, back
 *    to /email-verified) unless the email is already verified (no second link; decision 012); a mail failure is
 *    logged, not shown (docs/product/vendor-journey-and-portal.md#business-details).
 * Input: {@link SubmitDeps} and `{ user, plan, checkoutSessionId, formData, headers }` (the request's headers,
 * for better-auth). Output: the new vendor id.
 * Throws AppError, every message reading 'Failed to submit business details: …' (docs/product/vendor-journey-and-portal.md#business-details): `invalid` (400) with
 * a message per text field, or on `logo` / `gallery` for a refused image, or on `category` for an unknown one;
 * `conflict` (409) when the account already has a listing. Other errors (storage, database) are rethrown.
 */
export async function submitBusinessDetails(
  deps: SubmitDeps,
  input: { user: { id: string; email: string }; plan: PlanId; checkoutSessionId?: string; formData: FormData; headers: Headers },
): Promise<number> {
  const parsed = businessDetailsSchema.safeParse(businessFormValues(input.formData));
  if (!parsed.success) throw invalidForm(parsed.error, BUSINESS_MESSAGES.failed(INVALID_FORM_MESSAGE));

  const { logo, gallery } = await storeSubmittedImages(input.formData, deps.storage);
  const stored = [...(logo ? [logo] : []), ...gallery];
  const found = resolvePlace(parsed.data.location);
  const place: ListingPlace | undefined = found ? { city: found.name, latitude: found.lat, longitude: found.lng } : undefined;
  let listing: { id: number; isVerified: boolean };
  try {
    listing = await createSubmittedListing(deps.db, {
      ownerUserId: input.user.id,
      plan: input.plan,
      checkoutSessionId: input.checkoutSessionId,
      details: parsed.data,
      place,
      logo,
      gallery,
    });
  } catch (error) {
    await discardVendorImages(stored.map((image) => image.key), deps.storage);
    if (error instanceof AppError) throw submissionError(error, error.fieldErrors);
    throw error;
  }

  await Promise.all([
    listing.isVerified
      ? undefined
      : deps.auth.api
          .sendVerificationEmail({ body: { email: input.user.email, callbackURL: EMAIL_VERIFIED_CALLBACK }, headers: input.headers })
          .catch((error: unknown) => logError("The verification email could not be sent", error)),
    deps
      .sendMail(listingReceivedMessage({ to: input.user.email, businessName: parsed.data.businessName, supportEmail: deps.supportEmail }))
      .catch((error: unknown) => logError("The listing received email could not be sent", error)),
  ]);
  return listing.id;
}

/**
 * Stores the logo and the gallery files of the form under a new pending key. When one is refused or storing
 * fails, the ones already stored are removed and the error rethrown; an image's AppError is put on its field
 * (`logo`, or `gallery` for any gallery input, whose message the page shows under the gallery).
 */
async function storeSubmittedImages(
  formData: FormData,
  storage: ObjectStorage,
): Promise<{ logo: StoredVendorImage | undefined; gallery: StoredVendorImage[] }> {
  const vendorKey = newPendingVendorKey();
  const stored: StoredVendorImage[] = [];
  const gallery: StoredVendorImage[] = [];
  let logo: StoredVendorImage | undefined;
  let field = LOGO_FIELD;
  try {
    const logoBytes = await readImageUpload(formData, LOGO_FIELD);
    if (logoBytes) {
      logo = await storeVendorImage({ kind: "logo", bytes: logoBytes, vendorKey, storage });
      stored.push(logo);
    }
    for (const name of GALLERY_FIELDS) {
      field = "gallery";
      const bytes = await readImageUpload(formData, name);
      if (!bytes) continue;
      const image = await storeVendorImage({ kind: "gallery", bytes, vendorKey, existingCount: gallery.length, storage });
      stored.push(image);
      gallery.push(image);
    }
  } catch (error) {
    await discardVendorImages(stored.map((image) => image.key), storage);
    if (error instanceof AppError) throw submissionError(error, { [field]: error.message });
    throw error;
  }
  return { logo, gallery };
}

/** An AppError from a step of the submission, restated with the spec's prefix (docs/product/vendor-journey-and-portal.md#business-details) and the given field messages. */
function submissionError(error: AppError, fieldErrors: Record<string, string>): AppError {
  return new AppError(error.code, BUSINESS_MESSAGES.failed(error.message), { fieldErrors, title: error.title, cause: error });
}
