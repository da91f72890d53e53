import { describe, expect, it } from "vitest";
import {
  emptyVendorFormValues,
  VENDOR_FIELD_MESSAGES,
  vendorFormSchema,
  vendorFormValues,
  type VendorFormValues,
} from "~/modules/admin/vendor-admin-form";
import { fieldErrors } from "~/modules/http/form-errors";
import { TAG_MESSAGES } from "~/modules/vendor-portal/service-tags";

const filled = (overrides: Partial<VendorFormValues> = {}): VendorFormValues => ({
  ...emptyVendorFormValues(),
  name: "  Noor Bridal Mehndi ",
  categoryId: "7",
  ...overrides,
});

const errorsOf = (values: VendorFormValues) => {
  const parsed = vendorFormSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("the admin's vendor form", () => {
  it("needs only the business name and the category", () => {
    expect(errorsOf(emptyVendorFormValues())).toEqual({ name: VENDOR_FIELD_MESSAGES.name, categoryId: VENDOR_FIELD_MESSAGES.category });
    const parsed = vendorFormSchema.parse(filled());
    expect(parsed).toMatchObject({ name: "Noor Bridal Mehndi", categoryId: 7, website: "", tags: [], isActive: true, isFeatured: false });
  });

  it("refuses a category that is not a whole positive number", () => {
    for (const categoryId of ["abc", "0", "-3", "2.5"]) expect(errorsOf(filled({ categoryId }))).toEqual({ categoryId: VENDOR_FIELD_MESSAGES.category });
  });

  it("takes web addresses over http or https only, adding https:// to a bare domain", () => {
    expect(errorsOf(filled({ website: "javascript:alert(1)" }))).toEqual({ website: "Please enter a valid web address." });
    expect(errorsOf(filled({ socialMediaLink: "data:text/html,hi" }))).toEqual({ socialMediaLink: "Please enter a valid web address." });
    const parsed = vendorFormSchema.parse(filled({ website: "noormehndi.example", socialMediaLink: "http://instagram.com/noor" }));
    expect([parsed.website, parsed.socialMediaLink]).toEqual(["https://noormehndi.example", "http://instagram.com/noor"]);
  });

  it("checks the email, phone, postcode and price range when they are given", () => {
    expect(errorsOf(filled({ email: "not-an-email", phone: "call me", postcode: "<b>", priceRange: "£££££" }))).toEqual({
      email: VENDOR_FIELD_MESSAGES.email,
      phone: "Please enter a valid phone number.",
      postcode: VENDOR_FIELD_MESSAGES.postcode,
      priceRange: VENDOR_FIELD_MESSAGES.priceRange,
    });
    const parsed = vendorFormSchema.parse(filled({ email: " info@noor.example ", postcode: "le4  5ab", priceRange: "££" }));
    expect([parsed.email, parsed.postcode, parsed.priceRange]).toEqual(["info@noor.example", "LE4 5AB", "££"]);
    expect(vendorFormSchema.parse(filled({ postcode: "le4" })).postcode).toBe("LE4");
  });

  it("cleans the service tags as the vendor dashboard does, refusing markup", () => {
    expect(vendorFormSchema.parse(filled({ tags: [" Bridal  mehndi ", "bridal mehndi", "", "Arabic henna"] })).tags).toEqual(["Bridal mehndi", "Arabic henna"]);
    expect(errorsOf(filled({ tags: ["<script>"] }))).toEqual({ tags: TAG_MESSAGES.markup });
  });

  it("reads a posted form: checkboxes by presence, the untouched tag box as one more tag", () => {
    const form = new FormData();
    form.set("name", "Noor");
    form.set("categoryId", "3");
    form.append("tags", "Bridal mehndi");
    form.set("newTag", "Party henna");
    form.set("isFeatured", "on");
    const values = vendorFormValues(form);
    expect(values).toMatchObject({ name: "Noor", categoryId: "3", website: "", tags: ["Bridal mehndi", "Party henna"], isActive: false, isFeatured: true });
  });
});
