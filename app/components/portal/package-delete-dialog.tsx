import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The confirmation before a package is deleted (docs/product/vendor-journey-and-portal.md#packages), as the vendor
 * deletion's: its state is in the URL (`?delete-package=<id>`), so the page renders it on the server. Without
 * JavaScript it is a plain form and a Cancel link; with it, a Radix alert dialog that keeps the focus inside and
 * closes with Escape. Confirming posts `intent=delete-package` and `packageId` to `action` (the page's path, so the
 * question leaves the URL); Cancel and Escape go back to `action`.
 */
export function PackageDeleteDialog({ pkg, action }: { pkg: { id: number; name: string }; action: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const cancel = useRef<HTMLAnchorElement>(null);
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-package";
  const titleId = `delete-package-${pkg.id}-title`;
  const descriptionId = `delete-package-${pkg.id}-description`;
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) void navigate(action, { replace: true, preventScrollReset: true });
      }}
    >
      <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <AlertDialog.Content
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onOpenAutoFocus={(event) => {
          // The safe choice has the focus first, as the dialog pattern asks.
          event.preventDefault();
          cancel.current?.focus();
        }}
        className="fixed left-1/2 top-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-brand-100"
      >
        <AlertDialog.Title id={titleId} className="text-xl font-semibold text-ink">
          Delete {pkg.name}?
        </AlertDialog.Title>
        <AlertDialog.Description id={descriptionId} className="mt-2 text-sm text-muted">
          The package is removed from the listing, and its &lsquo;From&rsquo; price is worked out again from the packages left. This cannot be undone.
        </AlertDialog.Description>
        <Form method="post" action={action} preventScrollReset className="mt-6 flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value="delete-package" />
          <input type="hidden" name="packageId" value={pkg.id} />
          <Button asChild variant="outline">
            <Link ref={cancel} to={action} replace preventScrollReset>
              Cancel
            </Link>
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={deleting}>
            <Trash2 aria-hidden="true" /> {deleting ? "Deleting…" : "Delete package"}
          </Button>
        </Form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
