import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { MapPin } from "~/components/map/draw-leaflet-map";
import { cn } from "~/lib/cn";
import type { LatLng } from "~/modules/maps/map-settings";

type MapState = "loading" | "drawn" | "tiles-ok" | "tiles-failed" | "unavailable";

const STATUS_TEXT: Partial<Record<MapState, string>> = {
  loading: "Loading the map…",
  "tiles-failed": "The map images could not be loaded (you may be offline); the pin still shows the position.",
  unavailable: "The map could not be loaded; the address and directions below still work.",
};

/**
 * A Leaflet map, drawn once the component is mounted in the browser: Leaflet and its CSS arrive by `import()`
 * then, never with the page (decision 037). The container is a named region; what goes wrong is said in text.
 */
export function LeafletMap({
  label,
  tileUrl,
  attribution,
  pins,
  centre,
  zoom = 16,
  className,
}: {
  /** The map's accessible name, e.g. "Map of Gulab Mehndi's location". */
  label: string;
  tileUrl: string;
  attribution: string;
  pins: MapPin[];
  centre?: { point: LatLng; title: string; radiusKm: number };
  zoom?: number;
  /** The map's size, e.g. "aspect-[16/9]" or "h-72". */
  className: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("loading");
  const navigate = useNavigate();
  // The map is drawn again only when what it shows changes, not on every render of the page.
  const drawing = JSON.stringify({ tileUrl, attribution, pins, centre, zoom });

  useEffect(() => {
    let removeMap: (() => void) | undefined;
    let cancelled = false;
    const options = JSON.parse(drawing) as { tileUrl: string; attribution: string; pins: MapPin[]; centre?: typeof centre; zoom: number };
    import("~/components/map/draw-leaflet-map").then(
      ({ drawMap }) => {
        if (cancelled || !container.current) return;
        removeMap = drawMap(container.current, {
          ...options,
          navigate: (href) => void navigate(href),
          onTiles: (tiles) => setState(tiles === "ok" ? "tiles-ok" : "tiles-failed"),
        });
        setState((current) => (current === "loading" ? "drawn" : current));
      },
      () => {
        if (!cancelled) setState("unavailable");
      },
    );
    return () => {
      cancelled = true;
      removeMap?.();
      // The next drawing (new pins, another page of results) starts from scratch.
      setState("loading");
    };
  }, [drawing, navigate]);

  const status = STATUS_TEXT[state];
  return (
    <div className="space-y-2">
      <div
        ref={container}
        role="region"
        aria-label={label}
        data-map-state={state}
        className={cn("isolate w-full overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-brand-100", className, state === "unavailable" && "hidden")}
      />
      <p role="status" className={cn("text-sm text-muted", !status && "sr-only")}>
        {status ?? ""}
      </p>
    </div>
  );
}
