import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The confirmation before a vendor is deleted (docs/product/admin.md#vendors). Its state is in
 * the URL (`?delete=<id>`), so the page that links to it renders it on the server: without JavaScript it is a plain
 * form and a Cancel link; with it, a Radix alert dialog that keeps focus inside and closes with Escape. Confirming
 * posts `intent=delete` and `vendorId` to `action` (the current page by default); Cancel and Escape go to `cancelTo`.
 */
export function VendorDeleteDialog({ vendor, cancelTo, action }: { vendor: { id: number; name: string }; cancelTo: string; action?: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const cancel = useRef<HTMLAnchorElement>(null);
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const titleId = `delete-vendor-${vendor.id}-title`;
  const descriptionId = `delete-vendor-${vendor.id}-description`;
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) void navigate(cancelTo, { replace: true, preventScrollReset: true });
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
          Delete {vendor.name}?
        </AlertDialog.Title>
        <AlertDialog.Description id={descriptionId} className="mt-2 text-sm text-muted">
          The vendor is removed from the directory with its images, features and enquiries, and its uploaded files are
          deleted. This cannot be undone.
        </AlertDialog.Description>
        <Form method="post" action={action} className="mt-6 flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="vendorId" value={vendor.id} />
          <Button asChild variant="outline">
            <Link ref={cancel} to={cancelTo} replace preventScrollReset>
              Cancel
            </Link>
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={deleting}>
            <Trash2 aria-hidden="true" /> {deleting ? "Deleting…" : "Delete vendor"}
          </Button>
        </Form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
