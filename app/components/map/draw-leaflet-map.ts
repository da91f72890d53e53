// Loaded only by `import()` when a map is opened (decision 037): Leaflet and its CSS stay out of every page's
// first load.
import { circle, divIcon, map as leafletMap, marker, tileLayer, type DivIcon } from "leaflet/dist/leaflet-src.esm.js";
import "leaflet/dist/leaflet.css";
import "~/components/map/map.css";
import { attributionHtml, type LatLng } from "~/modules/maps/map-settings";

export type MapPin = {
  point: LatLng;
  /** The marker's title and accessible name, e.g. the vendor's name. */
  title: string;
  /** For a vendor's pin: its page, linked from the pin's popup, and a line shown under the name. */
  vendor?: { id: number; href: string; detail: string };
};

export type DrawMapOptions = {
  tileUrl: string;
  attribution: string;
  pins: MapPin[];
  /** The searched place, drawn as a ring with the search radius around it. */
  centre?: { point: LatLng; title: string; radiusKm: number };
  /** Zoom when the map shows one pin and no centre (16: streets and their names). */
  zoom: number;
  /** Follows a popup's link inside the app instead of reloading the page. */
  navigate: (href: string) => void;
  /** "ok" once a tile has arrived; "failed" when tiles fail and none has arrived (offline, or the server refuses). */
  onTiles: (state: "ok" | "failed") => void;
};

// A pin drawn inline: no image to fetch, nothing from a CDN, and the site's colour.
const PIN_SVG =
  '<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true" focusable="false"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#7d1c3b"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>';
const PIN_ICON: DivIcon = divIcon({ html: PIN_SVG, className: "map-pin", iconSize: [28, 40], iconAnchor: [14, 40], popupAnchor: [0, -36] });
const CENTRE_SVG =
  '<svg viewBox="0 0 18 18" width="18" height="18" aria-hidden="true" focusable="false"><circle cx="9" cy="9" r="7" fill="#fff" stroke="#b8860b" stroke-width="4"/></svg>';
const CENTRE_ICON: DivIcon = divIcon({ html: CENTRE_SVG, className: "map-centre", iconSize: [18, 18], iconAnchor: [9, 9] });

/**
 * Draws a Leaflet map into `container`: the tiles, one pin per entry of `pins` (focusable, Enter opens the
 * popup), and the searched place. Every pin element carries `data-lat`/`data-lng` (and `data-vendor-id`), so
 * what it shows can be checked. Returns the function that removes the map.
 */
export function drawMap(container: HTMLElement, options: DrawMapOptions): () => void {
  // Scroll-wheel zoom would catch the page's scrolling; the zoom buttons, keyboard and pinch still zoom.
  const map = leafletMap(container, { scrollWheelZoom: false });
  map.attributionControl.setPrefix(false);
  let loaded = 0;
  tileLayer(options.tileUrl, { attribution: attributionHtml(options.attribution), maxZoom: 19 })
    .on("tileload", () => {
      loaded += 1;
      if (loaded === 1) options.onTiles("ok");
    })
    .on("tileerror", () => {
      if (loaded === 0) options.onTiles("failed");
    })
    .addTo(map);

  // The view first: Leaflet adds a layer's elements only once the map has one.
  const points = [...options.pins.map((pin) => pin.point), ...(options.centre ? [options.centre.point] : [])];
  if (points.length === 1) map.setView(points[0]!, options.zoom);
  else map.fitBounds(points.map(({ lat, lng }) => [lat, lng] as [number, number]), { padding: [32, 32], maxZoom: 14 });

  for (const pin of options.pins) {
    // Only a pin with a popup is a control; the vendor page's single pin is a picture of where the vendor is.
    const interactive = Boolean(pin.vendor);
    const added = marker(pin.point, { icon: PIN_ICON, title: pin.title, keyboard: interactive, interactive }).addTo(map);
    if (pin.vendor) added.bindPopup(popupFor(pin, pin.vendor, options.navigate));
    describe(added.getElement(), pin.point, pin.title, pin.vendor?.id);
  }
  if (options.centre) {
    const { point, title, radiusKm } = options.centre;
    circle(point, { radius: radiusKm * 1000, color: "#7d1c3b", weight: 1, fillOpacity: 0.04, interactive: false }).addTo(map);
    const ring = marker(point, { icon: CENTRE_ICON, title, keyboard: false, interactive: false }).addTo(map);
    describe(ring.getElement(), point, title);
  }
  return () => map.remove();
}

function describe(element: HTMLElement | undefined, point: LatLng, title: string, vendorId?: number): void {
  if (!element) return;
  element.dataset.lat = String(point.lat);
  element.dataset.lng = String(point.lng);
  // Leaflet makes a keyboard pin a button; any other pin is an image. Either is named by its title.
  if (vendorId !== undefined) element.dataset.vendorId = String(vendorId);
  else element.setAttribute("role", "img");
  element.setAttribute("aria-label", title);
}

/** The popup: the vendor's name linking to its page, and one line about it. Built as elements, never as HTML. */
function popupFor(pin: MapPin, vendor: NonNullable<MapPin["vendor"]>, navigate: (href: string) => void): HTMLElement {
  const box = document.createElement("div");
  const link = document.createElement("a");
  link.href = vendor.href;
  link.textContent = pin.title;
  link.className = "map-popup-link";
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(vendor.href);
  });
  const detail = document.createElement("p");
  detail.textContent = vendor.detail;
  detail.className = "map-popup-detail";
  box.append(link, detail);
  return box;
}
