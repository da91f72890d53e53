import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { emptyVendorFormValues, VENDOR_TEXT_FIELDS, vendorFormSchema } from "~/modules/admin/vendor-admin-form";
import { checkCsvRecord } from "~/modules/imports/csv-import";
import { CSV_COLUMNS, CSV_FIELD_COLUMNS } from "~/modules/imports/csv-messages";
import { businessDetailsSchema } from "~/modules/onboarding/business-form";
import { attributeSchemaFields } from "~/modules/vendor-portal/listing-attributes";
import { listingFormSchema } from "~/modules/vendor-portal/listing-form";
import { VENDOR_COLUMNS } from "~/modules/vendors/write-vendor.server";
import { ATTRIBUTE_FIELDS, DEFAULT_PRICING, DERIVED_VENDOR_COLUMNS, VENDOR_FIELDS, VENDOR_TEXT_LIMITS, vendorFieldRules, type VendorField } from "~/modules/vendors/vendor-fields";

// One rule per vendor field (decision 053): every form that carries a field answers a value exactly as the field
// definition does (same acceptance, same stored value, same message), whatever the form calls the field.

/** The rule of each field: the definition's, and the attributes' from `listing-attributes.ts` (decision 054). */
const RULES: Record<VendorField, z.ZodType> = { ...vendorFieldRules, ...attributeSchemaFields };

const over = (field: keyof typeof VENDOR_TEXT_LIMITS) => "x".repeat(VENDOR_TEXT_LIMITS[field] + 1);

/** Values each field's rule is tried with: accepted and refused ones, including each text's limit plus one. */
const PROBES: Partial<Record<VendorField, unknown[]>> = {
  name: ["  Noor Bridal Mehndi ", over("name")],
  categoryId: ["7", "abc", "0"],
  description: [" Bridal mehndi. ", over("description")],
  location: ["Southall, London", over("location")],
  address: ["12 The Broadway", over("address")],
  city: ["Leicester", over("city")],
  region: ["East Midlands", over("region")],
  postcode: ["le4  5ab", "le4", "ZZZ"],
  phone: ["+44 116 496 0000", "call me", ""],
  email: ["info@noor.example", "not-an-email", over("email")],
  website: ["noor.example", "http://noor.example/x", "javascript:alert(1)", "ftp://noor.example", ""],
  socialMediaLink: ["instagram.com/noor", "data:text/html,x", ""],
  priceRange: ["££", "", "cheap"],
  pricingText: ["From £150", over("pricingText")],
  serviceTags: [[" Bridal  mehndi ", "bridal mehndi"], ["<b>bold</b>"]],
  facets: [["Halal", "jain"], ["unicorn"]],
  capacity: ["1,200", "0", ""],
  eventTypes: [["walima", "Nikah"], ["Funeral"]],
  languages: [["urdu"], ["Klingon"]],
};

type Outcome = { ok: true; value: unknown } | { ok: false; message: string | undefined };

function outcomeOf(result: z.ZodSafeParseResult<unknown>, read: (value: never) => unknown, path: string): Outcome {
  if (result.success) return { ok: true, value: read(result.data as never) };
  return { ok: false, message: result.error.issues.find((issue) => issue.path[0] === path)?.message };
}

type FormCase = {
  form: string;
  schema: z.ZodType;
  base: Record<string, unknown>;
  /** The form's name for each business field it carries. */
  names: Partial<Record<VendorField, string>>;
  /** Fields the form requires, so an empty value is its own message, not the rule's. */
  required: VendorField[];
};

const ADMIN_NAMES = Object.fromEntries([...VENDOR_TEXT_FIELDS, ...ATTRIBUTE_FIELDS].map((field) => [field, field]));
const FORMS: FormCase[] = [
  {
    form: "onboarding business details",
    schema: businessDetailsSchema,
    base: { businessName: "Noor", email: "info@noor.example", category: "3", location: "Leicester", description: "Mehndi.", pricing: "", phone: "", website: "", socialMediaLink: "" },
    names: { name: "businessName", email: "email", categoryId: "category", location: "location", description: "description", pricingText: "pricing", phone: "phone", website: "website", socialMediaLink: "socialMediaLink" },
    required: ["name", "email", "location", "description", "pricingText"],
  },
  {
    form: "vendor dashboard listing",
    schema: listingFormSchema,
    base: { name: "Noor", phone: "", website: "", socialMediaLink: "", location: "Leicester", address: "", description: "Mehndi.", pricingText: "", priceRange: "", tags: [] },
    names: {
      ...Object.fromEntries(["name", "phone", "website", "socialMediaLink", "location", "address", "description", "pricingText", "priceRange", ...ATTRIBUTE_FIELDS].map((field) => [field, field])),
      serviceTags: "tags",
    },
    required: ["name", "location", "description", "pricingText"],
  },
  {
    form: "admin vendor editor",
    schema: vendorFormSchema,
    base: { ...emptyVendorFormValues(), name: "Noor", categoryId: "3" },
    names: { ...ADMIN_NAMES, serviceTags: "tags" },
    required: ["name"],
  },
];

describe("the vendor field definition", () => {
  for (const { form, schema, base, names, required } of FORMS) {
    it(`is the rule of every field the ${form} carries`, () => {
      let tried = 0;
      for (const [field, name] of Object.entries(names) as [VendorField, string][]) {
        const rule = RULES[field];
        for (const probe of PROBES[field] ?? []) {
          if (required.includes(field) && probe === "") continue;
          const expected = outcomeOf(rule.safeParse(probe), (value) => value, "");
          const expectedMessage = expected.ok ? undefined : rule.safeParse(probe).error?.issues[0]?.message;
          const actual = outcomeOf(schema.safeParse({ ...base, [name]: probe }), (data: Record<string, unknown>) => data[name], name);
          expect(actual, `${form}: ${name} = ${JSON.stringify(probe)}`).toEqual(expected.ok ? expected : { ok: false, message: expectedMessage });
          tried += 1;
        }
      }
      expect(tried).toBeGreaterThan(10);
    });
  }

  it("stores an empty pricing text of a vendor's own listing as the default, and leaves the editor's empty", () => {
    expect(businessDetailsSchema.parse(FORMS[0]!.base).pricing).toBe(DEFAULT_PRICING);
    expect(listingFormSchema.parse(FORMS[1]!.base).pricingText).toBe(DEFAULT_PRICING);
    expect(vendorFormSchema.parse(FORMS[2]!.base).pricingText).toBe("");
  });

  it("is the rule of the CSV import's web addresses, phone and email", () => {
    const categories = [{ id: 3, name: "Mehndi Artists", slug: "mehndi-artists" }];
    const cases: [VendorField, string][] = [
      ["website", "website"],
      ["socialMediaLink", "social_media_link"],
      ["phone", "phone"],
      ["email", "email"],
    ];
    for (const [field, column] of cases) {
      for (const probe of PROBES[field]!) {
        if (probe === "") continue;
        const expected = RULES[field].safeParse(probe);
        const checked = checkCsvRecord({ row: 2, cells: { name: "Noor", category: "3", [column]: probe } }, categories);
        expect("vendor" in checked, `${column} = ${String(probe)}`).toBe(expected.success);
        if ("vendor" in checked) expect(checked.vendor[field]).toBe(expected.data);
      }
    }
  });

  it("gives every field a place in the admin editor and a CSV column, in the definition's order", () => {
    const editor = new Set<string>([...VENDOR_TEXT_FIELDS, "serviceTags", "isActive", "isFeatured", ...ATTRIBUTE_FIELDS]);
    expect(VENDOR_FIELDS.filter((field) => !editor.has(field))).toEqual([]);
    expect(Object.keys(CSV_FIELD_COLUMNS)).toEqual([...VENDOR_FIELDS]);
    expect(CSV_COLUMNS.filter((column) => column !== "country")).toEqual(VENDOR_FIELDS.map((field) => CSV_FIELD_COLUMNS[field]));
  });

  it("leaves the derived columns, has_photos among them, to the database: no writer, form or CSV column sets them", () => {
    expect(DERIVED_VENDOR_COLUMNS).toContain("hasPhotos");
    const written = new Set<string>([...VENDOR_COLUMNS, ...Object.keys(emptyVendorFormValues()), ...Object.keys(CSV_FIELD_COLUMNS)]);
    expect(DERIVED_VENDOR_COLUMNS.filter((column) => written.has(column))).toEqual([]);
  });
});
