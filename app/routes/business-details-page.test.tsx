import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import BusinessDetailsPage from "~/routes/business-details";

// The business details page as a browser without JavaScript gets it: the location is the place field (the search
// box's suggestions once scripts run), a plain text input that keeps what was typed through a refused submission.

const loaderData = { email: "owner@example.test", categories: [{ id: 1, name: "Photographers" }] };

function render(actionData?: unknown): string {
  const Stub = createRoutesStub([
    { id: "details", path: "/business-details", Component: BusinessDetailsPage as ComponentType, loader: () => loaderData, action: () => actionData },
  ]);
  const hydrationData = { loaderData: { details: loaderData }, actionData: actionData ? { details: actionData } : undefined };
  return renderToString(<Stub initialEntries={["/business-details"]} hydrationData={hydrationData} />);
}

/** The opening tag of the element with `id`. */
const tagOf = (html: string, id: string) => new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("/business-details page", () => {
  it("asks for the location with the place field", () => {
    const html = render();
    expect(html).toMatch(/<label for="location"[^>]*>Location \*<\/label>/);
    const input = tagOf(html, "location");
    expect(input).toContain('name="location"');
    expect(input).toContain('role="combobox"');
    expect(input).toContain('placeholder="e.g. Southall, London"');
  });

  it("keeps the typed location and shows its refusal beside it", () => {
    const failure = {
      values: { businessName: "Ravi Studios", location: "Sout" },
      fieldErrors: { location: "Please enter your location." },
      formError: { message: "Please check the form." },
    };
    const html = render(failure);
    expect(tagOf(html, "location")).toContain('value="Sout"');
    expect(html).toContain('<p id="location-error" class="text-sm text-red-800">Please enter your location.</p>');
  });
});
