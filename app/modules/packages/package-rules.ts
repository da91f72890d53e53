import { z } from "zod";
import type { ENQUIRY_EVENT_TYPES as SCHEMA_EVENT_TYPES, PACKAGE_PRICE_KINDS as SCHEMA_PRICE_KINDS } from "~/db/schema";
import { parsePoundsToPence } from "~/modules/money/money";

// A vendor's packages as every form, the CSV import and the write path check them
// (docs/product/vendor-journey-and-portal.md#packages; decision 064). Shared with the browser: the schema is
// imported for its types only, since importing its values would bring Drizzle and every table into the browser.

/**
 * The kinds of package price, as `PACKAGE_PRICE_KINDS` of app/db/schema-packages.ts, and the event types a package
 * covers, the enquiry form's list (`ENQUIRY_EVENT_TYPES` of app/db/schema-portal.ts). Repeated here for the browser's
 * sake; the compiler holds each to the schema's list and a unit test checks them equal.
 */
export const PACKAGE_PRICE_KINDS = ["from", "fixed"] as const satisfies typeof SCHEMA_PRICE_KINDS;
export const PACKAGE_EVENT_TYPES = ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj", "Other"] as const satisfies typeof SCHEMA_EVENT_TYPES;

/** The most packages one vendor may have. */
export const MAX_PACKAGES = 10;
/** The lowest and highest package price in pence: £1 to £1,000,000. */
export const PACKAGE_PRICE_PENCE = { min: 100, max: 100_000_000 } as const;
export const PACKAGE_NAME_MAX_LENGTH = 120;
export const PACKAGE_INCLUDED_MAX_LENGTH = 2000;
/** The most guests a package may say it serves (the enquiry form's limit). */
export const PACKAGE_MAX_GUESTS = 10_000;

export type PackagePriceKind = (typeof PACKAGE_PRICE_KINDS)[number];
export type PackageEventType = (typeof PACKAGE_EVENT_TYPES)[number];

/** A package as checked and as stored, price in pence; `guests` null when not said. */
export type PackageInput = {
  name: string;
  pricePence: number;
  priceKind: PackagePriceKind;
  included: string;
  eventTypes: PackageEventType[];
  guests: number | null;
};

/** A stored package: its id and order beside the checked fields. */
export type VendorPackage = PackageInput & { id: number; sortOrder: number };

export const PACKAGE_MESSAGES = {
  nameEmpty: "Please give the package a name.",
  nameTooLong: `The package name can be at most ${PACKAGE_NAME_MAX_LENGTH} characters.`,
  priceEmpty: "Please enter the price in pounds.",
  priceFormat: "Enter the price in pounds, e.g. 1250 or 1,250.50.",
  priceRange: "The price must be between £1 and £1,000,000.",
  priceKind: "Please choose 'from' or 'fixed'.",
  includedTooLong: `What's included can be at most ${PACKAGE_INCLUDED_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
  eventType: "Please choose event types from the list.",
  guests: `Guests must be a whole number from 1 to ${PACKAGE_MAX_GUESTS.toLocaleString("en-GB")}.`,
  tooMany: `You can have at most ${MAX_PACKAGES} packages. Delete one to add another.`,
} as const;

/** 'Price (£)' as typed: pounds, or pounds and pence, read as pence within {@link PACKAGE_PRICE_PENCE}. */
export const packagePriceText = z
  .string({ message: PACKAGE_MESSAGES.priceEmpty })
  .trim()
  .min(1, PACKAGE_MESSAGES.priceEmpty)
  .transform((value, context) => {
    const pence = parsePoundsToPence(value);
    if (pence === undefined) context.addIssue({ code: "custom", message: PACKAGE_MESSAGES.priceFormat });
    else if (pence < PACKAGE_PRICE_PENCE.min || pence > PACKAGE_PRICE_PENCE.max) context.addIssue({ code: "custom", message: PACKAGE_MESSAGES.priceRange });
    return pence ?? 0;
  });

/** 'Guests' as typed: empty for not said, else a whole number from 1 to {@link PACKAGE_MAX_GUESTS}. */
export const packageGuestsText = z
  .string()
  .default("")
  .transform((value) => value.trim())
  .transform((value, context) => {
    if (value === "") return null;
    const guests = /^\d{1,6}$/.test(value.replace(/,/g, "")) ? Number(value.replace(/,/g, "")) : Number.NaN;
    if (!(guests >= 1 && guests <= PACKAGE_MAX_GUESTS)) context.addIssue({ code: "custom", message: PACKAGE_MESSAGES.guests });
    return Number.isNaN(guests) ? null : guests;
  });

/**
 * One package as a form or a CSV cell gives it, all texts: `name` (1–120 characters), `price` in pounds (£1 to
 * £1,000,000, read as pence), `priceKind` 'from' or 'fixed', `included` (at most 2,000 characters), `eventTypes`
 * (the enquiry form's list), `guests` ('' or 1–10,000). Output: {@link PackageInput}.
 */
export const packageSchema = z
  .object({
    name: z.string({ message: PACKAGE_MESSAGES.nameEmpty }).trim().min(1, PACKAGE_MESSAGES.nameEmpty).max(PACKAGE_NAME_MAX_LENGTH, PACKAGE_MESSAGES.nameTooLong),
    price: packagePriceText,
    priceKind: z.enum(PACKAGE_PRICE_KINDS, { error: PACKAGE_MESSAGES.priceKind }),
    included: z.string().trim().max(PACKAGE_INCLUDED_MAX_LENGTH, PACKAGE_MESSAGES.includedTooLong).default(""),
    eventTypes: z.array(z.enum(PACKAGE_EVENT_TYPES, { error: PACKAGE_MESSAGES.eventType })).default([]),
    guests: packageGuestsText,
  })
  .transform(({ price, eventTypes, ...rest }): PackageInput => ({ ...rest, pricePence: price, eventTypes: [...new Set(eventTypes)] }));

// The price labels live in package-labels.ts, which public pages import without this file's zod schema (decision 068).
export { fromPriceLabel, packagePriceLabel } from "~/modules/packages/package-labels";
