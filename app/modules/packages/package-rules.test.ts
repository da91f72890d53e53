import { describe, expect, it } from "vitest";
import { ENQUIRY_EVENT_TYPES, PACKAGE_PRICE_KINDS as SCHEMA_PRICE_KINDS } from "~/db/schema";
import { fieldErrors } from "~/modules/http/form-errors";
import {
  fromPriceLabel,
  PACKAGE_EVENT_TYPES,
  PACKAGE_MESSAGES,
  PACKAGE_PRICE_KINDS,
  packagePriceLabel,
  packageSchema,
} from "~/modules/packages/package-rules";

const typed = (overrides: Record<string, unknown> = {}) => ({
  name: "Walima Essentials",
  price: "1250",
  priceKind: "fixed",
  included: "Stage, flowers, lighting",
  eventTypes: ["Walima"],
  guests: "",
  ...overrides,
});

/** The field messages of a refused package, or {} when it is accepted. */
function errorsOf(values: Record<string, unknown>): Record<string, string> {
  const parsed = packageSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("packageSchema", () => {
  it("reads a typed package as pence, trimmed, event types once each, guests as a number or null", () => {
    expect(packageSchema.parse(typed({ name: "  Walima Essentials ", price: "£1,250.50", eventTypes: ["Walima", "Nikah", "Walima"], guests: " 1,500 " }))).toEqual({
      name: "Walima Essentials",
      pricePence: 125050,
      priceKind: "fixed",
      included: "Stage, flowers, lighting",
      eventTypes: ["Walima", "Nikah"],
      guests: 1500,
    });
    expect(packageSchema.parse(typed({ guests: "", eventTypes: undefined, included: undefined }))).toMatchObject({ guests: null, eventTypes: [], included: "" });
  });

  it("takes prices from £1 to £1,000,000 and refuses everything else with its message", () => {
    expect(packageSchema.parse(typed({ price: "1" })).pricePence).toBe(100);
    expect(packageSchema.parse(typed({ price: "1,000,000" })).pricePence).toBe(100_000_000);
    for (const price of ["0", "0.99", "1000000.01", "2,000,000"]) expect(errorsOf(typed({ price })), price).toEqual({ price: PACKAGE_MESSAGES.priceRange });
    for (const price of ["abc", "12.345", "-5", "1,25"]) expect(errorsOf(typed({ price })), price).toEqual({ price: PACKAGE_MESSAGES.priceFormat });
    expect(errorsOf(typed({ price: "  " }))).toEqual({ price: PACKAGE_MESSAGES.priceEmpty });
    expect(errorsOf(typed({ price: undefined }))).toEqual({ price: PACKAGE_MESSAGES.priceEmpty });
  });

  it("needs a name of at most 120 characters", () => {
    expect(errorsOf(typed({ name: "   " }))).toEqual({ name: PACKAGE_MESSAGES.nameEmpty });
    expect(errorsOf(typed({ name: undefined }))).toEqual({ name: PACKAGE_MESSAGES.nameEmpty });
    expect(errorsOf(typed({ name: "x".repeat(120) }))).toEqual({});
    expect(errorsOf(typed({ name: "x".repeat(121) }))).toEqual({ name: PACKAGE_MESSAGES.nameTooLong });
  });

  it("refuses a kind of price, an event type or a guest count outside the lists and limits", () => {
    expect(errorsOf(typed({ priceKind: "about" }))).toEqual({ priceKind: PACKAGE_MESSAGES.priceKind });
    expect(errorsOf(typed({ eventTypes: ["Walima", "Birthday"] }))).toEqual({ eventTypes: PACKAGE_MESSAGES.eventType });
    for (const guests of ["0", "10001", "12.5", "many"]) expect(errorsOf(typed({ guests })), guests).toEqual({ guests: PACKAGE_MESSAGES.guests });
    expect(packageSchema.parse(typed({ guests: "10,000" })).guests).toBe(10_000);
    expect(errorsOf(typed({ included: "x".repeat(2001) }))).toEqual({ included: PACKAGE_MESSAGES.includedTooLong });
  });

  it("names every refused field at once", () => {
    expect(Object.keys(errorsOf({ name: "", price: "0", priceKind: "", eventTypes: ["Party"], guests: "0" })).sort()).toEqual([
      "eventTypes",
      "guests",
      "name",
      "price",
      "priceKind",
    ]);
  });
});

describe("the lists the browser gets", () => {
  it("are the schema's lists", () => {
    expect(PACKAGE_EVENT_TYPES).toEqual(ENQUIRY_EVENT_TYPES);
    expect(PACKAGE_PRICE_KINDS).toEqual(SCHEMA_PRICE_KINDS);
  });
});

describe("price labels", () => {
  it("says 'From' for a starting price and the price alone for a fixed one", () => {
    expect(packagePriceLabel({ pricePence: 80_000, priceKind: "from" })).toBe("From £800");
    expect(packagePriceLabel({ pricePence: 125_050, priceKind: "fixed" })).toBe("£1,250.50");
  });

  it("gives a listing 'From £X' for its lowest price and nothing without packages", () => {
    expect(fromPriceLabel(125_000)).toBe("From £1,250");
    expect(fromPriceLabel(null)).toBe("");
  });

  it("tells how many packages a vendor may have", () => {
    expect(PACKAGE_MESSAGES.tooMany).toMatch(/^You can have at most 10 packages\./);
  });
});
