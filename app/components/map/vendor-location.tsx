import { Icon } from "~/components/icon";
import { LeafletMap } from "~/components/map/leaflet-map";
import { Button } from "~/components/ui/button";
import { coordinatesLabel, directionsUrl, pointOf, type MapSettings } from "~/modules/maps/map-settings";
import type { VendorDetail } from "~/modules/vendors/vendor-types";

/**
 * The vendor page's Location tab (decision 037): the address, a map with the vendor's pin when the listing has a
 * point and tiles are on, the point in words, and 'Get directions' (to the point, else to the address). Only
 * mounted when the tab is open, so the map's code loads then.
 */
export function VendorLocation({
  vendor,
  address,
  settings,
}: {
  vendor: Pick<VendorDetail, "name" | "location" | "latitude" | "longitude">;
  /** The street address, town and postcode joined; may be empty. */
  address: string;
  settings: MapSettings;
}) {
  const point = pointOf(vendor);
  const shownAddress = address || vendor.location;
  const directions = directionsUrl(point, shownAddress);
  return (
    <>
      <h2 className="text-xl font-bold">Location</h2>
      <address className="not-italic">{shownAddress}</address>
      {point && settings.tileUrl ? (
        <LeafletMap
          label={`Map of ${vendor.name}'s location`}
          tileUrl={settings.tileUrl}
          attribution={settings.attribution}
          pins={[{ point, title: vendor.name }]}
          className="aspect-[4/3] sm:aspect-[16/9]"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {point ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <Icon name="map-pin" className="size-4 shrink-0 text-brand-600" />
            <span>
              Map position: <span data-testid="map-position">{coordinatesLabel(point)}</span>
            </span>
          </p>
        ) : null}
        {directions ? (
          <Button asChild variant="outline" size="sm">
            <a href={directions} target="_blank" rel="noopener noreferrer">
              <Icon name="navigation" /> Get directions<span className="sr-only"> (opens Google Maps in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
    </>
  );
}
