import { lazy, Suspense, type ComponentProps } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";

export const RESULTS_MAP_ID = "results-map";

// The map's component (its pins, popups and Leaflet wrapper) is fetched when the couple first shows the map, not with
// the page (decisions 037, 076).
const SearchResultsMap = lazy(() => import("~/components/map/search-results-map").then((module) => ({ default: module.SearchResultsMap })));

/** 'Show map' / 'Hide map' beside the search heading; the map itself is {@link ResultsMap}. */
export function MapToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={open ? RESULTS_MAP_ID : undefined} onClick={onToggle}>
      <Icon name="map" /> {open ? "Hide map" : "Show map"}
    </Button>
  );
}

/** The search results map (search-results-map.tsx), saying it is loading while its code arrives. */
export function ResultsMap(props: ComponentProps<typeof SearchResultsMap>) {
  return (
    <Suspense
      fallback={
        <div id={RESULTS_MAP_ID}>
          <p role="status" className="text-sm text-muted">
            Loading the map…
          </p>
        </div>
      }
    >
      <SearchResultsMap {...props} />
    </Suspense>
  );
}
