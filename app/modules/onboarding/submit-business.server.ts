import type { Database } from "~/db/client.server";
import type { Auth } from "~/modules/accounts/auth.server";
import type { PlanId } from "~/modules/billing/plans";
import { AppError } from "~/modules/errors/app-error";
import { resolvePlace } from "~/modules/geo/places.server";
import { fieldErrors, textField } from "~/modules/http/form-errors";
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
import { BUSINESS_FIELD_NAMES, businessDetailsSchema, type BusinessFormValues } from "./business-form";
import { createSubmittedListing, type ListingPlace } from "./business-listing.server";

/** Where the verification link leads after better-auth has checked it (errors get `&error=CODE` added). */
export const EMAIL_VERIFIED_CALLBACK = "/email-verified?status=success";

/** Field names of the gallery inputs: `gallery0` … `gallery9`, one file each (spec §5: one file at a time). */
export const GALLERY_FIELDS = Array.from({ length: MAX_GALLERY_IMAGES }, (_, index) => `gallery${index}`);
export const LOGO_FIELD = "logo";

export type SubmitResult =
  | { ok: true; vendorId: number }
  | { ok: false; status: number; values: BusinessFormValues; fieldErrors: Record<string, string>; error?: string };

export type SubmitDeps = {
  db: Database;
  auth: Auth;
  sendMail: MailSender;
  storage: ObjectStorage;
  supportEmail: string;
};

/** The submitted text values, as the form shows them again after a refusal. */
export function businessFormValues(formData: FormData): BusinessFormValues {
  return Object.fromEntries(BUSINESS_FIELD_NAMES.map((name) => [name, textField(formData, name)])) as BusinessFormValues;
}

/**
 * The business details submission (spec §2 /business-details, §4, §5), for a signed-in account with its plan.
 * 1. The text fields are checked with the shared schema: 400 with a message per field, values kept.
 * 2. The logo and gallery files are read (one file per field), checked, re-encoded and stored under a pending
 *    key; a bad image answers 400 on its field and removes what was already stored.
 * 3. The location is resolved to coordinates when the gazetteer knows it.
 * 4. The listing, its images and the subscription link are written in one transaction; if that fails, the
 *    stored images are removed.
 * 5. The verification email (better-auth's link, valid 24 h, back to /email-verified) and the "listing
 *    received" email are sent; a mail failure is logged, not shown (spec §7).
 */
export async function submitBusinessDetails(
  deps: SubmitDeps,
  input: { user: { id: string; email: string }; plan: PlanId; checkoutSessionId?: string; formData: FormData; headers: Headers },
): Promise<SubmitResult> {
  const { formData } = input;
  const values = businessFormValues(formData);
  const parsed = businessDetailsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, values, fieldErrors: fieldErrors(parsed.error) };

  const stored: StoredVendorImage[] = [];
  const vendorKey = newPendingVendorKey();
  let logo: StoredVendorImage | undefined;
  const gallery: StoredVendorImage[] = [];
  let field = LOGO_FIELD;
  try {
    const logoBytes = await readImageUpload(formData, LOGO_FIELD);
    if (logoBytes) {
      logo = await storeVendorImage({ kind: "logo", bytes: logoBytes, vendorKey, storage: deps.storage });
      stored.push(logo);
    }
    for (const name of GALLERY_FIELDS) {
      field = name;
      const bytes = await readImageUpload(formData, name);
      if (!bytes) continue;
      const image = await storeVendorImage({ kind: "gallery", bytes, vendorKey, existingCount: gallery.length, storage: deps.storage });
      stored.push(image);
      gallery.push(image);
    }
  } catch (error) {
    await discardVendorImages(stored.map((image) => image.key), deps.storage);
    if (error instanceof AppError) {
      const errorField = field.startsWith("gallery") ? "gallery" : field;
      return { ok: false, status: error.status, values, fieldErrors: { [errorField]: error.message } };
    }
    throw error;
  }

  const found = resolvePlace(parsed.data.location);
  const place: ListingPlace | undefined = found ? { city: found.name, latitude: found.lat, longitude: found.lng } : undefined;
  let vendorId: number;
  try {
    vendorId = await createSubmittedListing(deps.db, {
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
    if (error instanceof AppError) {
      const errors: Record<string, string> = error.code === "invalid" ? { category: error.message } : {};
      return { ok: false, status: error.status, values, fieldErrors: errors, error: error.code === "invalid" ? undefined : error.message };
    }
    throw error;
  }

  await Promise.all([
    deps.auth.api
      .sendVerificationEmail({ body: { email: input.user.email, callbackURL: EMAIL_VERIFIED_CALLBACK }, headers: input.headers })
      .catch((error: unknown) => console.error("The verification email could not be sent", error)),
    deps
      .sendMail(listingReceivedMessage({ to: input.user.email, businessName: parsed.data.businessName, supportEmail: deps.supportEmail }))
      .catch((error: unknown) => console.error("The listing received email could not be sent", error)),
  ]);
  return { ok: true, vendorId };
}
