import { useFetchers, useRouteLoaderData } from "react-router";

// Which vendors the visitor has saved, for the header count and every save button (docs/product/couples-tools.md#shortlist). The root loader
// reads the ids once per page (app/root.tsx); saves still in flight are counted at once (optimistic), so the
// button and the header change the moment it is pressed.

/** The form action every save button posts to. */
export const SHORTLIST_ITEMS_ACTION = "/shortlist/items";

/** The root loader's share of the page data: the ids of the shortlisted vendors, oldest first. */
export type ShortlistRootData = { shortlist: { vendorIds: number[] } };

/** A save or remove in flight, from a fetcher's form data. */
function pendingChange(formData: FormData | undefined): { vendorId: number; saved: boolean } | undefined {
  if (!formData) return undefined;
  const save = formData.get("save");
  const remove = formData.get("remove");
  if (typeof save === "string") return { vendorId: Number(save), saved: true };
  if (typeof remove === "string") return { vendorId: Number(remove), saved: false };
  return undefined;
}

/** The shortlisted vendor ids as the visitor should see them now: the page data plus the changes being sent. */
export function useShortlistedIds(): Set<number> {
  const root = useRouteLoaderData("root") as ShortlistRootData | undefined;
  const fetchers = useFetchers();
  const ids = new Set(root?.shortlist.vendorIds ?? []);
  for (const fetcher of fetchers) {
    if (fetcher.formAction !== SHORTLIST_ITEMS_ACTION) continue;
    const change = pendingChange(fetcher.formData);
    if (!change) continue;
    if (change.saved) ids.add(change.vendorId);
    else ids.delete(change.vendorId);
  }
  return ids;
}
