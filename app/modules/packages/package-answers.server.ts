import { data } from "react-router";
import { formFailure } from "~/modules/http/route-errors.server";
import { EMPTY_PACKAGE_FORM, PACKAGE_FORM_MESSAGES, type PackageActionData, type PackageChange, type PackageIntent } from "~/modules/packages/package-form";

// How the pages that hold the 'Packages' card (the vendor dashboard, the admin editor) answer its posts
// (docs/product/vendor-journey-and-portal.md#packages; docs/ARCHITECTURE.md, "Errors, one way").

const NO_STORE = { "Cache-Control": "no-store" };

const SUCCESS_TITLES: Record<PackageIntent, string> = {
  "add-package": PACKAGE_FORM_MESSAGES.added,
  "save-package": PACKAGE_FORM_MESSAGES.saved,
  "delete-package": PACKAGE_FORM_MESSAGES.deleted,
};

/** The answer to a change made: its toast ('Package added', 'Package saved', 'Package deleted'), never cached. */
export function packageSuccess(intent: PackageIntent) {
  return data<PackageActionData>({ card: "packages", ok: true, intent, toast: { title: SUCCESS_TITLES[intent], variant: "success" } }, { headers: NO_STORE });
}

/**
 * The answer to a refused change, in the one failure shape with the typed values (a deletion keeps only its package
 * id) and the error's status: 400 with a message per field, 404 for a package that is not the vendor's, 500 with
 * 'Failed to save the package. Please try again.' for anything unexpected (logged without the values). A Response
 * thrown by an access helper is rethrown.
 */
export function packageFailure(error: unknown, change: PackageChange | undefined) {
  const values = change?.values ?? EMPTY_PACKAGE_FORM;
  const failure = formFailure(error, values, { log: "A package change failed", message: { message: PACKAGE_FORM_MESSAGES.failed } });
  const body: PackageActionData = { ...failure.data, card: "packages", ok: false, intent: change?.intent };
  return data(body, failure.init ?? undefined);
}
