import { VendorCardSkeleton } from "~/components/vendor-card";

/** Loading placeholder count (docs/product/public-area.md#search: "Six placeholder cards show while a client-side search loads"). */
const SKELETON_CARDS = 6;

/**
 * The placeholder cards a result list shows while a client-side search or page change loads, laid out as the cards
 * will be. Hidden from assistive technology: the page's polite live region says 'Searching...'.
 */
export function ResultsSkeleton() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index}>
          <VendorCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
