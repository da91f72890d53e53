import { LeafletMap } from "~/components/map/leaflet-map";
import type { MapPin } from "~/components/map/draw-leaflet-map";
import { RESULTS_MAP_ID } from "~/components/map/results-map-toggle";
import { pointOf, type LatLng, type MapSettings } from "~/modules/maps/map-settings";
import { formatDistance } from "~/modules/vendors/vendor-format";

type MappedVendor = {
  id: number;
  name: string;
  category: { name: string };
  location: string;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number | null;
};

/**
 * This page's results on a map (decision 037): one pin per vendor with a point, its popup linking to the vendor,
 * and the searched place with the radius around it. Vendors without a point stay in the list only, which says so.
 */
export function SearchResultsMap({
  vendors,
  place,
  radiusKm,
  settings,
}: {
  vendors: MappedVendor[];
  place: LatLng & { label: string };
  radiusKm: number;
  settings: MapSettings & { tileUrl: string };
}) {
  const pins: MapPin[] = vendors.flatMap((vendor) => {
    const point = pointOf(vendor);
    if (!point) return [];
    const distance = vendor.distanceKm === null ? "" : ` · ${formatDistance(vendor.distanceKm)}`;
    return [{ point, title: vendor.name, vendor: { id: vendor.id, href: `/vendor/${vendor.id}`, detail: `${vendor.category.name}, ${vendor.location}${distance}` } }];
  });
  const unmapped = vendors.length - pins.length;
  return (
    <div id={RESULTS_MAP_ID} className="space-y-2">
      <LeafletMap
        label={`Map of the vendors on this page around ${place.label}`}
        tileUrl={settings.tileUrl}
        attribution={settings.attribution}
        pins={pins}
        centre={{ point: { lat: place.lat, lng: place.lng }, title: `Searched place: ${place.label}`, radiusKm }}
        className="h-72 lg:h-[32rem]"
      />
      {unmapped > 0 ? (
        <p className="text-sm text-muted">
          {unmapped === 1 ? "1 vendor on this page has" : `${unmapped} vendors on this page have`} no map position and {unmapped === 1 ? "is" : "are"} shown in the
          list only.
        </p>
      ) : null}
    </div>
  );
}
