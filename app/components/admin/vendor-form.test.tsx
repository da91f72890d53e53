import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VendorDeleteDialog } from "~/components/admin/vendor-delete-dialog";
import { VendorForm } from "~/components/admin/vendor-form";
import { VendorImagesPanel } from "~/components/admin/vendor-images-panel";
import { emptyVendorFormValues } from "~/modules/admin/vendor-admin-form";

function render(element: React.ReactNode, path = "/admin-dashboard/vendors/5"): string {
  const Stub = createRoutesStub([{ path: "/admin-dashboard/vendors/:vendorId", Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />).replaceAll("<!-- -->", "");
}

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]));

const categories = [
  { id: 3, name: "Mehndi Artists", serviceTags: ["Bridal mehndi"] },
  { id: 4, name: "Photographers", serviceTags: [] },
];

describe("VendorForm", () => {
  it("shows what was typed with each message beside its field, the required fields marked", () => {
    const values = { ...emptyVendorFormValues(), name: "", categoryId: "3", website: "javascript:alert(1)", tags: ["Bridal mehndi"], isActive: false, isFeatured: true };
    const html = render(
      <VendorForm
        values={values}
        errors={{ name: "Please enter the business name.", website: "Please enter a valid web address." }}
        formError={{ title: "Failed to create vendor", message: "Please correct the highlighted fields." }}
        categories={categories}
        submitLabel="Create vendor"
        busy={false}
      />,
    );
    expect(html).toContain(">Business Name *</label>");
    expect(html).toContain(">Category *</label>");
    const website = attributes(/<input[^>]*name="website"[^>]*>/.exec(html)![0]);
    expect(website).toMatchObject({ value: "javascript:alert(1)", "aria-invalid": "true", "aria-describedby": "website-error" });
    expect(html).toContain('<p id="website-error" class="text-sm text-red-800">Please enter a valid web address.</p>');
    expect(html).toContain('<p id="name-error" class="text-sm text-red-800">Please enter the business name.</p>');
    expect(html).toMatch(/<option value="3" selected="">Mehndi Artists<\/option>/);
    expect(html).toContain('<input type="hidden" name="tags" value="Bridal mehndi"/>');
    expect(attributes(/<input[^>]*name="isFeatured"[^>]*>/.exec(html)![0])).toHaveProperty("checked");
    expect(attributes(/<input[^>]*name="isActive"[^>]*>/.exec(html)![0])).not.toHaveProperty("checked");
    expect(html).toContain("Failed to create vendor");
    expect(attributes(/<form[^>]*>/.exec(html)![0])).toMatchObject({ method: "post", "aria-label": "Vendor details" });
  });
});

describe("VendorForm's attributes", () => {
  const formWith = (values: ReturnType<typeof emptyVendorFormValues>) =>
    render(<VendorForm values={values} errors={{ capacity: "Too many." }} categories={categories} submitLabel="Save" busy={false} />);

  it("shows the attribute boxes when the values carry them, ticked as given, with their messages", () => {
    const html = formWith({ ...emptyVendorFormValues(), facets: ["halal"], capacity: "20000", eventTypes: ["Nikah"], languages: [] });
    expect(html).toContain('<input type="hidden" name="attributesShown" value="1"/>');
    expect(attributes(/<input[^>]*name="facets"[^>]*value="halal"[^>]*>/.exec(html)![0])).toHaveProperty("checked");
    expect(attributes(/<input[^>]*name="facets"[^>]*value="jain"[^>]*>/.exec(html)![0])).not.toHaveProperty("checked");
    expect(attributes(/<input[^>]*name="capacity"[^>]*>/.exec(html)![0])).toMatchObject({ id: "vendor-attributes-capacity", value: "20000", "aria-invalid": "true" });
    expect(html).toContain("Too many.");
  });

  it("leaves them out when the values do not carry them, so saving keeps the stored ones", () => {
    const { facets: _f, capacity: _c, eventTypes: _e, languages: _l, ...values } = emptyVendorFormValues();
    const html = formWith(values);
    expect(html).not.toContain('name="attributesShown"');
    expect(html).not.toContain('name="facets"');
  });
});

describe("VendorDeleteDialog", () => {
  it("renders on the server as a confirmation with a plain form and a Cancel link", () => {
    const html = render(<VendorDeleteDialog vendor={{ id: 5, name: "Noor Mehndi" }} cancelTo="/admin-dashboard?status=active" />);
    expect(html).toMatch(/<div role="alertdialog"[^>]*aria-labelledby="delete-vendor-5-title"/);
    expect(html).toContain("Delete Noor Mehndi?");
    expect(html).toContain('<input type="hidden" name="intent" value="delete"/>');
    expect(html).toContain('<input type="hidden" name="vendorId" value="5"/>');
    expect(html).toMatch(/<a[^>]*href="\/admin-dashboard\?status=active"[^>]*>Cancel<\/a>/);
    expect(html).toContain("Delete vendor");
  });
});

describe("VendorImagesPanel", () => {
  const images = [
    { id: 11, url: "/media/uploads/vendors/5/gallery-a.webp", altText: "Noor photo 1", isPrimary: true },
    { id: 12, url: "/media/uploads/vendors/5/gallery-b.webp", altText: "Noor photo 2", isPrimary: false },
  ];

  it("asks for the vendor to be saved first, with nothing to upload", () => {
    const html = render(<VendorImagesPanel images={[]} />, "/admin-dashboard/vendors/new");
    expect(html).toContain("Please save the vendor first before uploading images");
    expect(html).not.toContain('type="file"');
  });

  it("posts every change to the vendor's image route, and asks before deleting through the URL", () => {
    const html = render(<VendorImagesPanel vendorId={5} images={images} />);
    expect(html).toContain("2 of 10 images uploaded");
    expect(html.match(/action="\/admin-dashboard\/vendors\/5\/images"/g)).toHaveLength(2);
    expect(html).toContain('value="set-primary"');
    expect(html).toContain('href="/admin-dashboard/vendors/5?delete-image=12"');
    expect(html).not.toContain('value="delete-image"');

    const confirming = render(<VendorImagesPanel vendorId={5} images={images} />, "/admin-dashboard/vendors/5?delete-image=12");
    expect(confirming).toContain("Delete image 2? This cannot be undone.");
    const confirm = [...confirming.matchAll(/<button[^>]*>/g)].map(([tag]) => attributes(tag)).find((button) => button.value === "delete-image");
    expect(confirm).toMatchObject({ type: "submit", name: "intent" });
    expect(confirming).toContain('<input type="hidden" name="imageId" value="12"/>');
  });

  it("shows the refusal a plain post came back with", () => {
    expect(render(<VendorImagesPanel vendorId={5} images={images} />, "/admin-dashboard/vendors/5?image-error=invalid-type")).toContain(
      "Please upload a valid image file (JPEG, PNG, or WebP)",
    );
  });
});
