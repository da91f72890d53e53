import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AttributesCard } from "~/components/portal/attributes-card";

/** The attributes of an opening tag, names lower-cased as a browser reads them. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]));
}

const inputsOf = (html: string) => [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => attributes(tag));
const checked = (html: string, name: string) =>
  inputsOf(html)
    .filter((input) => input.name === name && "checked" in input)
    .map((input) => input.value);

const STORED = { facets: ["halal", "prayer-room"], capacity: 850, eventTypes: ["Nikah", "Walima"], languages: ["English", "Urdu"] };

describe("AttributesCard", () => {
  it("shows the stored attributes as ticked boxes and the capacity, and says it was shown", () => {
    const html = renderToString(<AttributesCard stored={STORED} values={{}} errors={{}} />);
    expect(html).toContain("What Couples Can Filter By");
    expect(inputsOf(html)).toContainEqual({ type: "hidden", name: "attributesShown", value: "1" });
    expect(checked(html, "facets")).toEqual(["halal", "prayer-room"]);
    expect(checked(html, "eventTypes")).toEqual(["Nikah", "Walima"]);
    expect(checked(html, "languages")).toEqual(["English", "Urdu"]);
    expect(inputsOf(html).find((input) => input.name === "capacity")).toMatchObject({ id: "attributes-capacity", value: "850" });
    // Every facet, event type and language is offered, each box with its own label.
    expect(inputsOf(html).filter((input) => input.name === "facets")).toHaveLength(16);
    expect(inputsOf(html).filter((input) => input.name === "eventTypes")).toHaveLength(8);
    expect(html).toMatch(/<label for="attributes-facet-female"[^>]*>Female-only team<\/label>/);
    expect(html).toMatch(/<label for="attributes-event-Anand-Karaj"[^>]*>Anand Karaj<\/label>/);
  });

  it("shows what was sent after a refusal, with each message beside its field", () => {
    const values = { facets: ["jain"], capacity: "lots", eventTypes: [], languages: ["Gujarati"] };
    const html = renderToString(
      <AttributesCard stored={STORED} values={values} errors={{ capacity: "Please enter a number.", facets: "Pick again." }} idPrefix="edit" />,
    );
    expect(checked(html, "facets")).toEqual(["jain"]);
    expect(checked(html, "eventTypes")).toEqual([]);
    expect(inputsOf(html).find((input) => input.name === "capacity")).toMatchObject({
      id: "edit-capacity",
      value: "lots",
      "aria-invalid": "true",
      "aria-describedby": "edit-capacity-error",
    });
    expect(html).toContain('id="edit-capacity-error"');
    expect(html).toContain("Please enter a number.");
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="edit-facets-hint edit-facets-error"[^>]*aria-invalid="true"/);
  });

  it("ticks nothing for a listing without attributes", () => {
    const html = renderToString(<AttributesCard errors={{}} />);
    expect(inputsOf(html).filter((input) => "checked" in input)).toEqual([]);
    expect(inputsOf(html).find((input) => input.name === "capacity")?.value).toBe("");
  });
});
