import type { FormFailure } from "~/modules/http/form-errors";
import type { VendorPackage } from "~/modules/packages/package-rules";
import { parseRowId } from "~/lib/row-id";

// The 'Packages' card's forms, as the vendor dashboard and the admin editor post them
// (docs/product/vendor-journey-and-portal.md#packages; decision 064): what a post asks for and the typed values the
// card shows again. Plain code without zod or the schema, so the card can use it in the browser; the rules are
// `packageSchema` in package-rules.ts.

/** What a post of the card asks for: a new package, a change to one, or its deletion once confirmed. */
export const PACKAGE_INTENTS = ["add-package", "save-package", "delete-package"] as const;
export type PackageIntent = (typeof PACKAGE_INTENTS)[number];

/** The query parameter that opens the confirmation before a package is deleted (`?delete-package=<id>`). */
export const DELETE_PACKAGE_PARAM = "delete-package";

/** The card's own texts; the rules' messages are PACKAGE_MESSAGES in package-rules.ts. */
export const PACKAGE_FORM_MESSAGES = {
  added: "Package added",
  saved: "Package saved",
  deleted: "Package deleted",
  failed: "Failed to save the package. Please try again.",
  notFound: "This package no longer exists.",
  vendorNotFound: "This listing no longer exists.",
} as const;

/**
 * A package form as typed, all texts: `packageId` ('' for a new package), the fields `packageSchema` reads and the
 * ticked event types. What a refused form shows again.
 */
export type PackageFormValues = {
  packageId: string;
  name: string;
  price: string;
  priceKind: string;
  included: string;
  eventTypes: string[];
  guests: string;
};

/** The 'Packages' card's data: the vendor's packages in order and the 'From' price kept on the vendor (pence, null without packages). */
export type PackagesCardData = { packages: VendorPackage[]; fromPricePence: number | null };

/** An empty 'Add package' form: 'from' is the usual kind of price for a wedding package. */
export const EMPTY_PACKAGE_FORM: PackageFormValues = { packageId: "", name: "", price: "", priceKind: "from", included: "", eventTypes: [], guests: "" };

/** The card's answer to a post: a toast after a change, or the one failure shape with the typed values. */
export type PackageActionData =
  | { card: "packages"; ok: true; intent: PackageIntent; toast: { title: string; variant: "success" } }
  | ({ card: "packages"; ok: false; intent: PackageIntent | undefined } & FormFailure<PackageFormValues>);

/** One change the card asks for; `packageId` is undefined for an id that cannot be a package's. */
export type PackageChange =
  | { intent: "add-package"; values: PackageFormValues }
  | { intent: "save-package"; packageId: number | undefined; values: PackageFormValues }
  | { intent: "delete-package"; packageId: number | undefined; values: PackageFormValues };

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** `intent` of a post when it is one of the card's ({@link PACKAGE_INTENTS}), else undefined. */
export function packageIntentOf(value: unknown): PackageIntent | undefined {
  return PACKAGE_INTENTS.find((intent) => intent === value);
}

/** A package id as sent by a form or the URL: a positive whole number, else undefined. */
export function parsePackageId(value: unknown): number | undefined {
  return parseRowId(value);
}

/** A posted package form as the values the schema reads and the card shows again; `eventTypes` is one value per ticked box. */
export function packageFormValues(formData: FormData): PackageFormValues {
  return {
    packageId: text(formData, "packageId"),
    name: text(formData, "name"),
    price: text(formData, "price"),
    priceKind: text(formData, "priceKind"),
    included: text(formData, "included"),
    eventTypes: formData.getAll("eventTypes").filter((value): value is string => typeof value === "string"),
    guests: text(formData, "guests"),
  };
}

/**
 * The change a post of the card asks for, or undefined when its `intent` is not one of the card's (the page's other
 * forms). Input: the posted form data.
 */
export function packageChangeOf(formData: FormData): PackageChange | undefined {
  const intent = packageIntentOf(formData.get("intent"));
  if (!intent) return undefined;
  const values = packageFormValues(formData);
  if (intent === "add-package") return { intent, values: { ...values, packageId: "" } };
  return { intent, packageId: parsePackageId(values.packageId), values };
}

/** A price in pence as the 'Price (£)' box shows it: '1250' for 125000, '1250.50' for 125050. */
export function penceAsPoundsText(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/** The form's values for a stored package. */
export function storedPackageFormValues(pkg: VendorPackage): PackageFormValues {
  return {
    packageId: String(pkg.id),
    name: pkg.name,
    price: penceAsPoundsText(pkg.pricePence),
    priceKind: pkg.priceKind,
    included: pkg.included,
    eventTypes: [...pkg.eventTypes],
    guests: pkg.guests === null ? "" : String(pkg.guests),
  };
}
