import { Package, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { PackageDeleteDialog } from "~/components/portal/package-delete-dialog";
import { PackageForm } from "~/components/portal/package-form";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import {
  DELETE_PACKAGE_PARAM,
  EMPTY_PACKAGE_FORM,
  parsePackageId,
  storedPackageFormValues,
  type PackageActionData,
  type PackagesCardData,
} from "~/modules/packages/package-form";
import { fromPriceLabel, MAX_PACKAGES, PACKAGE_MESSAGES, packagePriceLabel, type VendorPackage } from "~/modules/packages/package-rules";

type Failure = Extract<PackageActionData, { ok: false }>;

/**
 * What a package shows in the list: its price, the events it covers, the guests it serves, and 'Delete', a link to
 * the confirmation (`?delete-package=<id>` on `action`).
 */
function PackageSummary({ pkg, action }: { pkg: VendorPackage; action: string }) {
  const details = [pkg.eventTypes.join(", "), pkg.guests === null ? "" : `Up to ${pkg.guests.toLocaleString("en-GB")} guests`].filter(Boolean);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="space-y-1">
        <h3 className="text-lg font-semibold text-ink">{pkg.name}</h3>
        <p className="font-semibold text-brand-800">{packagePriceLabel(pkg)}</p>
        {details.length > 0 ? <p className="text-sm text-muted">{details.join(" · ")}</p> : null}
        {pkg.included ? <p className="whitespace-pre-line text-sm text-ink">{pkg.included}</p> : null}
      </div>
      <Button asChild variant="outline" size="sm" className="border-red-700 text-red-800 hover:bg-red-50">
        <Link to={`${action}?${DELETE_PACKAGE_PARAM}=${pkg.id}`} preventScrollReset>
          <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {pkg.name}</span>
        </Link>
      </Button>
    </div>
  );
}

/**
 * The 'Packages' card of the vendor dashboard and of the admin's vendor editor
 * (docs/product/vendor-journey-and-portal.md#packages): the 'From' price the listing shows, up to ten packages each
 * with its form ('Save package', 'Delete' after a confirmation) and 'Add package' while there is room. Every form
 * posts to `action`, the page holding the card, whose answer (`answer`) brings a toast, or the refused form back with
 * what was typed and a message beside each field. The confirmation opens from `?delete-package=<id>`.
 */
export function PackagesCard({ card, answer, action }: { card: PackagesCardData; answer: PackageActionData | undefined; action: string }) {
  const [searchParams] = useSearchParams();
  const { packages, fromPricePence } = card;
  const failure: Failure | undefined = answer && !answer.ok ? answer : undefined;
  const toast = useMemo(() => {
    if (!answer) return undefined;
    return answer.ok ? answer.toast : { title: "Error", description: answer.formError.message, variant: "error" as const };
  }, [answer]);
  useActionToast(toast);

  const failureOf = (packageId: string) =>
    failure && failure.values.packageId === packageId && failure.intent !== "delete-package" ? failure : undefined;
  // A refusal that belongs to no form shown: a deletion, or a package that has gone meanwhile.
  const cardError =
    failure && (failure.intent === "delete-package" || (failure.values.packageId !== "" && !packages.some((pkg) => String(pkg.id) === failure.values.packageId)))
      ? failure.formError
      : undefined;
  const deleteId = parsePackageId(searchParams.get(DELETE_PACKAGE_PARAM));
  const toDelete = packages.find((pkg) => pkg.id === deleteId);
  const newFailure = failureOf("");

  return (
    <section aria-labelledby="packages-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="packages-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <Package className="size-5" aria-hidden="true" /> Packages
      </h2>
      <p className="mt-1 text-sm text-muted">
        Up to {MAX_PACKAGES} packages, each with its price. Your listing shows the lowest price as &lsquo;From £…&rsquo;.
      </p>
      <p className="mt-3 text-ink" data-testid="packages-from-price">
        {fromPricePence === null ? (
          "Add a package to show a 'From' price on your listing."
        ) : (
          <>
            Your listing shows <strong>{fromPriceLabel(fromPricePence)}</strong>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {packages.length} of {MAX_PACKAGES} packages
      </p>
      <FormErrorAlert className="mt-4" error={cardError} />
      {packages.length > 0 ? (
        <ol aria-label="Your packages" className="mt-4 space-y-4">
          {packages.map((pkg) => {
            const stored = storedPackageFormValues(pkg);
            const refused = failureOf(stored.packageId);
            return (
              <li key={`${pkg.id}:${JSON.stringify(stored)}`} className="space-y-3 rounded-xl p-4 ring-1 ring-brand-100">
                <PackageSummary pkg={pkg} action={action} />
                <details open={refused ? true : undefined} className="group">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:underline">
                    Edit package<span className="sr-only"> {pkg.name}</span>
                  </summary>
                  <div className="mt-4">
                    <PackageForm
                      action={action}
                      values={refused?.values ?? stored}
                      errors={refused?.fieldErrors ?? {}}
                      formError={refused?.formError}
                      packageName={pkg.name}
                    />
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="mt-6 border-t border-brand-100 pt-5">
        <h3 className="text-lg font-semibold text-ink">Add a package</h3>
        {packages.length >= MAX_PACKAGES ? (
          <p className="mt-2 text-sm font-semibold text-ink">{PACKAGE_MESSAGES.tooMany}</p>
        ) : (
          <div className="mt-3">
            <PackageForm
              key={packages.map((pkg) => pkg.id).join("-")}
              action={action}
              values={newFailure?.values ?? EMPTY_PACKAGE_FORM}
              errors={newFailure?.fieldErrors ?? {}}
              formError={newFailure?.formError}
            />
          </div>
        )}
      </div>
      {toDelete ? <PackageDeleteDialog pkg={{ id: toDelete.id, name: toDelete.name }} action={action} /> : null}
    </section>
  );
}
