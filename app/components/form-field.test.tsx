import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileField, FormField, SelectField, TextAreaField } from "~/components/form-field";

/** The rendered markup parsed just enough to read one element's attributes by id. */
function attributesOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No element with id ${id} in ${html}`);
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

describe("form fields share one label-and-error frame", () => {
  const fields = {
    input: (error?: string) => <FormField name="businessName" label="Business Name *" error={error} />,
    select: (error?: string) => (
      <SelectField name="category" label="Category *" error={error} defaultValue="">
        <option value="">Select a category</option>
      </SelectField>
    ),
    textarea: (error?: string) => <TextAreaField name="description" label="Description *" rows={5} error={error} />,
    file: (error?: string) => <FileField name="logo" label="Upload your logo" accept="image/png" icon={<svg aria-hidden="true" />} error={error} />,
  };
  const ids = { input: "businessName", select: "category", textarea: "description", file: "logo" };

  it.each(Object.keys(fields) as (keyof typeof fields)[])("links the %s to its label and, when refused, to its message", (kind) => {
    const id = ids[kind];
    const clean = renderToStaticMarkup(fields[kind]());
    expect(clean).toContain(`<label for="${id}"`);
    expect(attributesOf(clean, id)).toMatchObject({ name: id });
    expect(attributesOf(clean, id)).not.toHaveProperty("aria-invalid");
    expect(attributesOf(clean, id)).not.toHaveProperty("aria-describedby");
    expect(clean).not.toContain(`${id}-error`);

    const refused = renderToStaticMarkup(fields[kind]("Please fix this."));
    expect(attributesOf(refused, id)).toMatchObject({ "aria-invalid": "true", "aria-describedby": `${id}-error` });
    expect(refused).toContain(`<p id="${id}-error" class="text-sm text-red-800">Please fix this.</p>`);
  });

  it("renders the control each field is for", () => {
    expect(renderToStaticMarkup(fields.select())).toMatch(/<select[^>]*id="category"[^>]*><option value="" selected="">Select a category<\/option><\/select>/);
    expect(renderToStaticMarkup(fields.textarea())).toMatch(/<textarea[^>]*rows="5"/);
    const file = renderToStaticMarkup(fields.file());
    expect(attributesOf(file, "logo")).toMatchObject({ type: "file", accept: "image/png" });
    expect(file).toMatch(/<label for="logo" class="flex items-center gap-2[^"]*"><svg aria-hidden="true"><\/svg>Upload your logo<\/label>/);
  });
});
