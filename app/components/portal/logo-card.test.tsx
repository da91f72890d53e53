import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LogoCard } from "~/components/portal/logo-card";

/** The card as the server renders it on the dashboard at `path` (what a browser without JavaScript gets). */
function render(logoUrl: string | null, path = "/vendor-dashboard"): string {
  const Stub = createRoutesStub([{ path: "/vendor-dashboard", Component: () => <LogoCard logoUrl={logoUrl} /> }]);
  return renderToString(<Stub initialEntries={[path]} />).replaceAll("<!-- -->", "");
}

/** The attributes of an opening tag, names lower-cased as a browser reads them. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]));
}

/** Each form: its attributes, its inputs' attributes and its markup. */
const formsOf = (html: string) =>
  [...html.matchAll(/(<form[^>]*>)([\s\S]*?)<\/form>/g)].map(([, open, body]) => ({
    form: attributes(open!),
    inputs: [...body!.matchAll(/<input[^>]*>/g)].map(([tag]) => attributes(tag)),
    body: body!,
  }));

describe("LogoCard", () => {
  it("offers an upload that works as a plain multipart post, one file at a time", () => {
    const html = render(null);
    expect(html).toContain("Business Logo");
    expect(html).toContain("No logo yet");
    const [upload, ...others] = formsOf(html);
    expect(others).toEqual([]);
    expect(upload!.form).toMatchObject({ method: "post", action: "/vendor-dashboard/images", enctype: "multipart/form-data" });
    expect(upload!.inputs).toEqual([
      { type: "hidden", name: "intent", value: "upload-logo" },
      expect.objectContaining({ id: "logo-image", type: "file", name: "image", accept: "image/jpeg,image/png,image/webp" }),
    ]);
    expect(upload!.inputs[1]).not.toHaveProperty("multiple");
    expect(upload!.body).toMatch(/<label for="logo-image"[^>]*>.*Upload logo<\/label>/);
    // Without JavaScript the picked file is sent with a button.
    expect(upload!.body).toMatch(/<button[^>]*type="submit"[^>]*>.*Upload logo<\/button>/);
    expect(html).toContain("at most 2MB");
  });

  it("shows the current logo with Replace and Remove", () => {
    const html = render("/media/uploads/vendors/4/logo-x.webp");
    expect(html).toMatch(/<img src="\/media\/uploads\/vendors\/4\/logo-x.webp" alt="Your business logo"/);
    expect(html).toContain("Replace logo");
    const remove = formsOf(html).find((form) => form.inputs.some((input) => input.value === "remove-logo"));
    expect(remove?.form).toMatchObject({ method: "post", action: "/vendor-dashboard/images" });
    expect(remove?.body).toMatch(/<button[^>]*type="submit"[^>]*>.*Remove logo<\/button>/);
  });

  it("shows the refusal a plain post came back with, and nothing for an unknown code", () => {
    const refused = render(null, "/vendor-dashboard?logo-error=logo-too-large");
    expect(/<div role="alert"[^>]*>[\s\S]*?<\/svg><div>([^<]*)<\/div><\/div>/.exec(refused)?.[1]).toBe("Logo must be smaller than 2MB");
    // A code for the other card is not this card's.
    expect(render(null, "/vendor-dashboard?gallery-error=gallery-full")).not.toContain('role="alert"');
    const crafted = render(null, "/vendor-dashboard?logo-error=%3Cb%3Ehello");
    expect(crafted).not.toContain('role="alert"');
    expect(crafted).not.toContain("hello");
  });
});
