import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PackagesCard } from "~/components/portal/packages-card";
import { EMPTY_PACKAGE_FORM, type PackageActionData, type PackagesCardData } from "~/modules/packages/package-form";
import { MAX_PACKAGES, PACKAGE_MESSAGES, type VendorPackage } from "~/modules/packages/package-rules";

const stored = (id: number, overrides: Partial<VendorPackage> = {}): VendorPackage => ({
  id,
  sortOrder: id - 1,
  name: `Package ${id}`,
  pricePence: 100_000 + id,
  priceKind: "from",
  included: "",
  eventTypes: [],
  guests: null,
  ...overrides,
});

/** The card as the server renders it at `path` on the dashboard (what a browser without JavaScript gets). */
function render(card: PackagesCardData, answer?: PackageActionData, path = "/vendor-dashboard"): string {
  const Stub = createRoutesStub([{ path: "/vendor-dashboard", Component: () => <PackagesCard card={card} answer={answer} action="/vendor-dashboard" /> }]);
  return renderToString(<Stub initialEntries={[path]} />).replaceAll("<!-- -->", "");
}

/** Each form: its opening tag and its markup. */
const formsOf = (html: string) => [...html.matchAll(/(<form[^>]*>)([\s\S]*?)<\/form>/g)].map(([, open, body]) => ({ open: open!, body: body! }));
const inputTag = (body: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(body)?.[0] ?? "";

describe("PackagesCard", () => {
  it("lists the packages with their prices and the listing's 'From' price", () => {
    const html = render({
      packages: [stored(1, { name: "Walima Essentials", pricePence: 125_000, priceKind: "fixed", eventTypes: ["Walima"], guests: 300 }), stored(2, { name: "Mehndi Night", pricePence: 80_000 })],
      fromPricePence: 80_000,
    });
    expect(html).toContain("Your listing shows <strong>From £800</strong>");
    expect(html).toContain("2 of 10 packages");
    expect(html).toMatch(/Walima Essentials<\/h3><p[^>]*>£1,250<\/p><p[^>]*>Walima · Up to 300 guests<\/p>/);
    expect(html).toMatch(/Mehndi Night<\/h3><p[^>]*>From £800<\/p>/);
    expect(html).toMatch(/<a[^>]*href="\/vendor-dashboard\?delete-package=1"[^>]*>.*Delete<span class="sr-only"> Walima Essentials<\/span><\/a>/);
    const edit = formsOf(html).find((form) => inputTag(form.body, "packageId").includes('value="1"'))!;
    expect(edit.open).toContain('action="/vendor-dashboard"');
    expect(inputTag(edit.body, "intent")).toContain('value="save-package"');
    expect(inputTag(edit.body, "price")).toContain('value="1250"');
  });

  it("shows a refused new package again with what was typed and the message beside the field", () => {
    const answer: PackageActionData = {
      card: "packages",
      ok: false,
      intent: "add-package",
      values: { ...EMPTY_PACKAGE_FORM, name: "Walima Essentials", price: "0", eventTypes: ["Walima"] },
      fieldErrors: { price: PACKAGE_MESSAGES.priceRange },
      formError: { message: "Please correct the highlighted fields." },
    };
    const html = render({ packages: [], fromPricePence: null }, answer);
    expect(html).toContain("Add a package to show a &#x27;From&#x27; price on your listing.");
    const add = formsOf(html).find((form) => inputTag(form.body, "intent").includes('value="add-package"'))!;
    expect(inputTag(add.body, "name")).toContain('value="Walima Essentials"');
    expect(inputTag(add.body, "price")).toMatch(/aria-invalid="true"/);
    expect(inputTag(add.body, "price")).toContain('aria-describedby="package-new-price-error"');
    expect(add.body).toContain(`<p id="package-new-price-error" class="text-sm text-red-800">${PACKAGE_MESSAGES.priceRange}</p>`);
    const ticked = [...add.body.matchAll(/<input[^>]*name="eventTypes"[^>]*>/g)].filter(([tag]) => tag.includes('checked=""')).map(([tag]) => /value="([^"]*)"/.exec(tag)![1]);
    expect(ticked).toEqual(["Walima"]);
  });

  it("offers no new package at the limit, saying why", () => {
    const packages = Array.from({ length: MAX_PACKAGES }, (_, index) => stored(index + 1));
    const html = render({ packages, fromPricePence: 100_001 });
    expect(html).toContain(PACKAGE_MESSAGES.tooMany);
    expect(formsOf(html).some((form) => inputTag(form.body, "intent").includes("add-package"))).toBe(false);
  });

  it("asks before deleting when the address names one of the packages, as a plain form without JavaScript", () => {
    const card = { packages: [stored(1, { name: "Walima Essentials" })], fromPricePence: 100_001 };
    expect(render(card)).not.toContain("Delete Walima Essentials?");
    expect(render(card, undefined, "/vendor-dashboard?delete-package=99")).not.toContain("Delete package");
    const html = render(card, undefined, "/vendor-dashboard?delete-package=1");
    expect(html).toContain("Delete Walima Essentials?");
    const confirm = formsOf(html).find((form) => inputTag(form.body, "intent").includes('value="delete-package"'))!;
    expect(confirm.open).toContain('action="/vendor-dashboard"');
    expect(inputTag(confirm.body, "packageId")).toContain('value="1"');
    expect(confirm.body).toMatch(/<a[^>]*href="\/vendor-dashboard"[^>]*>Cancel<\/a>/);
  });
});
