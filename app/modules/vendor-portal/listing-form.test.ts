import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING } from "~/modules/vendors/vendor-fields";
import { listingFormSchema, listingFormValues, type ListingFormValues } from "~/modules/vendor-portal/listing-form";
import { TAG_MESSAGES } from "~/modules/vendors/service-tags";

const valid: ListingFormValues = {
  name: "Noor Mehndi",
  phone: "0116 496 0123",
  website: "noormehndi.example",
  socialMediaLink: "",
  location: "Leicester",
  address: "12 Belgrave Road",
  description: "Bridal mehndi.",
  pricingText: "",
  priceRange: "££",
  tags: ["Bridal mehndi"],
};

const errorsOf = (values: ListingFormValues) => {
  const result = listingFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("the dashboard's listing form", () => {
  it("accepts a listing, adding https:// to a bare domain and the spec's text for empty pricing", () => {
    const result = listingFormSchema.parse(valid);
    expect(result).toMatchObject({ website: "https://noormehndi.example", pricingText: DEFAULT_PRICING, priceRange: "££" });
  });

  it("takes only http and https web addresses", () => {
    expect(errorsOf({ ...valid, website: "javascript:alert(1)" })).toEqual({ website: "Please enter a valid web address." });
    expect(errorsOf({ ...valid, socialMediaLink: "data:text/html,<script>alert(1)</script>" })).toHaveProperty("socialMediaLink");
    expect(errorsOf({ ...valid, website: "ftp://files.example" })).toHaveProperty("website");
    expect(errorsOf({ ...valid, website: "http://noor.example/gallery" })).toEqual({});
  });

  it("requires a name, a location and a description, and refuses unknown price ranges and bad tags", () => {
    expect(errorsOf({ ...valid, name: "  ", location: "", description: "" })).toEqual({
      name: "Please enter your business name.",
      location: "Please enter your location.",
      description: "Please describe your business.",
    });
    expect(errorsOf({ ...valid, priceRange: "£££££" })).toEqual({ priceRange: "Please choose a price range." });
    expect(errorsOf({ ...valid, tags: ["x".repeat(200)] })).toEqual({ tags: TAG_MESSAGES.tooLong });
  });

  it("reads the posted tags plus the untouched new-tag box", () => {
    const form = new FormData();
    form.append("name", "Noor");
    form.append("tags", "Bridal mehndi");
    form.append("tags", "Party mehndi");
    form.append("newTag", " Organic henna ");
    expect(listingFormValues(form)).toMatchObject({ name: "Noor", phone: "", tags: ["Bridal mehndi", "Party mehndi", " Organic henna "] });
    expect(listingFormValues(new FormData()).tags).toEqual([]);
  });
});
