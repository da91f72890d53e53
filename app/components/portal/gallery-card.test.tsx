import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { GalleryCard } from "~/components/portal/gallery-card";
import type { GalleryImage } from "~/modules/vendor-portal/listing-images";

const gallery = (count: number, primary = 0): GalleryImage[] =>
  Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    url: `/media/uploads/vendors/4/gallery-${index}.webp`,
    altText: `Photo ${index + 1}`,
    isPrimary: index === primary,
  }));

/** The card as the server renders it on the dashboard at `path` (what a browser without JavaScript gets). */
function render(images: GalleryImage[], path = "/vendor-dashboard"): string {
  const Stub = createRoutesStub([{ path: "/vendor-dashboard", Component: () => <GalleryCard images={images} /> }]);
  return renderToString(<Stub initialEntries={[path]} />).replaceAll("<!-- -->", "");
}

/** The attributes of an opening tag, names lower-cased as a browser reads them. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]));
}

/** The buttons: their accessible name (aria-label, else their text) and attributes. */
function buttons(html: string): { name: string; attrs: Record<string, string> }[] {
  return [...html.matchAll(/(<button[^>]*>)([\s\S]*?)<\/button>/g)].map(([, tag, content]) => {
    const attrs = attributes(tag!);
    return { attrs, name: attrs["aria-label"] ?? content!.replace(/<[^>]*>/g, "").trim() };
  });
}

/** Each form: its attributes, its inputs' attributes and its markup. */
const formsOf = (html: string) =>
  [...html.matchAll(/(<form[^>]*>)([\s\S]*?)<\/form>/g)].map(([, open, body]) => ({
    form: attributes(open!),
    inputs: [...body!.matchAll(/<input[^>]*>/g)].map(([tag]) => attributes(tag)),
    body: body!,
  }));

describe("GalleryCard", () => {
  it("counts the images and marks the primary one", () => {
    const html = render(gallery(3, 1));
    expect(html).toContain("Business Gallery");
    expect(html).toContain("3 of 10 images uploaded");
    expect(html.match(/> Primary</g)).toHaveLength(1);
    expect(html).toContain('alt="Photo 2"');
  });

  it("gives every image its buttons, each a plain post of its intent and the image id", () => {
    const html = render(gallery(3, 1));
    const names = buttons(html).map((button) => button.name);
    expect(names.filter((name) => name === "Make primary")).toHaveLength(2);
    expect(names.filter((name) => name === "Move up")).toHaveLength(3);
    expect(names.filter((name) => name === "Move down")).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining(["Remove image 1", "Remove image 2", "Remove image 3"]));

    const primary = formsOf(html).find((form) => form.inputs.some((input) => input.name === "imageId" && input.value === "101"))!;
    expect(primary.form).toMatchObject({ method: "post", action: "/vendor-dashboard/images" });
    const controls = buttons(primary.body);
    expect(controls.map((button) => [button.attrs.type, button.attrs.name, button.attrs.value])).toEqual([
      ["submit", "intent", "move-up"],
      ["submit", "intent", "move-down"],
      ["submit", "intent", "remove-image"],
    ]);
    expect(controls[0]!.attrs["aria-describedby"]).toBe("gallery-image-101-caption");
    expect(primary.body).toContain('<span id="gallery-image-101-caption" class="mr-auto text-sm font-semibold text-ink">Image 2</span>');
    const other = formsOf(html).find((form) => form.inputs.some((input) => input.value === "102"))!;
    expect(buttons(other.body)[0]).toMatchObject({ name: "Make primary", attrs: { name: "intent", value: "set-primary" } });
  });

  it("cannot move the first image up or the last one down", () => {
    const moves = buttons(render(gallery(2))).filter((button) => button.name.startsWith("Move"));
    expect(moves.map((button) => [button.name, "disabled" in button.attrs])).toEqual([
      ["Move up", true],
      ["Move down", false],
      ["Move up", false],
      ["Move down", true],
    ]);
  });

  it("offers an upload of one image while there is room, and says the gallery is full at ten", () => {
    const upload = formsOf(render(gallery(9))).find((form) => form.inputs.some((input) => input.value === "add-image"))!;
    expect(upload.form).toMatchObject({ method: "post", action: "/vendor-dashboard/images", enctype: "multipart/form-data" });
    expect(upload.inputs[1]).toMatchObject({ id: "gallery-image", type: "file", name: "image", accept: "image/jpeg,image/png,image/webp" });
    expect(upload.inputs[1]).not.toHaveProperty("multiple");
    expect(upload.body).toMatch(/<label for="gallery-image"[^>]*>.*Add image<\/label>/);

    const full = render(gallery(10));
    expect(full).toContain("10 of 10 images uploaded");
    expect(full).toContain("Maximum 10 images allowed");
    expect(full).not.toContain('value="add-image"');
    expect(render([])).toContain("0 of 10 images uploaded");
  });

  it("shows the refusal a plain post came back with", () => {
    /** The text of the card's alert (an ErrorAlert: role="alert", an icon, then the message). */
    const alertOf = (html: string) => /<div role="alert"[^>]*>[\s\S]*?<\/svg><div>([^<]*)<\/div><\/div>/.exec(html)?.[1];
    expect(alertOf(render(gallery(2), "/vendor-dashboard?gallery-error=invalid-type"))).toBe("Please upload a valid image file (JPEG, PNG, or WebP)");
    expect(alertOf(render(gallery(10), "/vendor-dashboard?gallery-error=gallery-full"))).toBe("Maximum 10 images allowed");
    expect(render(gallery(2), "/vendor-dashboard?gallery-error=nonsense")).not.toContain('role="alert"');
    expect(render(gallery(2), "/vendor-dashboard?logo-error=logo-too-large")).not.toContain('role="alert"');
  });
});
