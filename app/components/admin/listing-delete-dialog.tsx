import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import type { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { ListingActionData, ReviewListing } from "~/modules/admin/listing-review";

/**
 * 'Delete' with a confirmation step (docs/product/admin.md#listing-review: "Deletions ask for confirmation"): a Radix alert dialog, which traps
 * focus, closes on Escape and puts focus on 'Cancel' first, so a stray Enter never deletes. Confirming posts
 * `intent=delete` through the row's fetcher and closes the dialog; the page's toast tells the outcome.
 */
export function ListingDeleteDialog({ fetcher, listing }: { fetcher: ReturnType<typeof useFetcher<ListingActionData>>; listing: ReviewListing }) {
  const [open, setOpen] = useState(false);
  const deleting = fetcher.formData?.get("intent") === "delete";
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button type="button" size="sm" variant="ghost" className="text-red-800 hover:bg-red-50" disabled={fetcher.state !== "idle"}>
          <Trash2 aria-hidden="true" /> {deleting ? "Deleting…" : "Delete"}
          <span className="sr-only"> {listing.name}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">Delete this business listing?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            <strong className="text-ink">{listing.name}</strong> will be removed from the site with its images, enquiries and figures. Its
            subscription record is kept. This cannot be undone.
          </AlertDialog.Description>
          <fetcher.Form method="post" className="mt-6 flex justify-end gap-2" onSubmit={() => setOpen(false)}>
            <input type="hidden" name="listingId" value={listing.id} />
            <input type="hidden" name="intent" value="delete" />
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button type="submit" className="bg-red-700 hover:bg-red-800">
              <Trash2 aria-hidden="true" /> Delete listing
            </Button>
          </fetcher.Form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
