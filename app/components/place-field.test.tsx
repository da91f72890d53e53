import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlaceField } from "~/components/place-field";

/** The attributes of the element with `id` in rendered markup. */
function attributesOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No element with id ${id} in ${html}`);
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

describe("PlaceField", () => {
  it("renders a labelled text input submitting the place under `location`, with the text it was given", () => {
    const html = renderToStaticMarkup(<PlaceField label="Location *" placeholder="e.g. Southall, London" defaultValue="Southall" required />);
    expect(html).toMatch(/<label for="location"[^>]*>Location \*<\/label>/);
    expect(attributesOf(html, "location")).toMatchObject({
      name: "location",
      type: "text",
      value: "Southall",
      placeholder: "e.g. Southall, London",
      role: "combobox",
      "aria-expanded": "false",
      required: "",
    });
    expect(attributesOf(html, "location")).not.toHaveProperty("aria-invalid");
    expect(attributesOf(html, "location")).not.toHaveProperty("aria-describedby");
    // The place suggestions' list, empty until the visitor types.
    expect(html).toMatch(/<ul [^>]*role="listbox"[^>]*aria-label="Place suggestions"[^>]*hidden=""[^>]*><\/ul>/);
    expect(html).not.toContain("location-error");
  });

  it("takes another id and name", () => {
    const html = renderToStaticMarkup(<PlaceField id="listing-location" name="city" label="City" />);
    expect(html).toContain('<label for="listing-location"');
    expect(attributesOf(html, "listing-location")).toMatchObject({ name: "city", value: "" });
  });

  it("links a refusal below the input to it, like every form field", () => {
    const html = renderToStaticMarkup(<PlaceField label="Location *" error="Please enter your location." />);
    expect(html).toContain('<p id="location-error" class="text-sm text-red-800">Please enter your location.</p>');
    expect(attributesOf(html, "location")).toMatchObject({ "aria-invalid": "true", "aria-describedby": "location-error" });
  });
});
