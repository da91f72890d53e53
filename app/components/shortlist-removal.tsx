import { useEffect, useRef, useState, type RefObject } from "react";

/** The id of a saved vendor's Remove button, where the focus goes after a removal. */
export const removeButtonId = (vendorId: number) => `remove-${vendorId}`;

type Removal = { id: number; name: string; index: number };

/**
 * What follows a 'Remove' on the shortlist (docs/product/couples-tools.md#shortlist; decision 073): the removed
 * vendor's button is gone, so once the list comes back without it the focus moves to the Remove button now in its
 * place (the next vendor), else the one before it, else the page's heading when the list is empty; and the polite live
 * region says 'Removed <name> from your shortlist'. Without JavaScript the post simply reloads the page.
 * `vendors` is the list as loaded; `heading` is the page's h1 (focusable with tabIndex -1).
 */
export function useShortlistRemoval(vendors: { id: number }[], heading: RefObject<HTMLHeadingElement | null>) {
  const pending = useRef<Removal | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const removal = pending.current;
    if (!removal || vendors.some((vendor) => vendor.id === removal.id)) return;
    pending.current = null;
    const next = vendors[Math.min(removal.index, vendors.length - 1)];
    const target = next ? document.getElementById(removeButtonId(next.id)) : heading.current;
    target?.focus();
    setAnnouncement(`Removed ${removal.name} from your shortlist`);
  }, [vendors, heading]);

  return {
    announcement,
    /** Call as the vendor's Remove form is sent: `index` is its place in the list. */
    removing: (vendor: { id: number; name: string }, index: number) => {
      pending.current = { id: vendor.id, name: vendor.name, index };
      setAnnouncement("");
    },
  };
}
