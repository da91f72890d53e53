import type { AppConfig } from "~/config.server";
import type { MapSettings } from "~/modules/maps/map-settings";

/**
 * What the browser needs to draw a map (decision 037), from the parsed configuration: the tile URL template
 * (null when MAP_TILE_URL is `off`) and the attribution text. Pure; throws nothing.
 */
export function mapSettingsFor(config: Pick<AppConfig, "map">): MapSettings {
  return { tileUrl: config.map.tileUrl, attribution: config.map.attribution };
}

/**
 * The source a Content-Security-Policy's `img-src` must allow for the map tiles, or null when tiles are off.
 * Input: the parsed configuration (MAP_TILE_URL already checked by `mapTileUrlProblem`). Output: an origin such
 * as `https://tile.openstreetmap.org`, or `https://*.tile.example.org` when the template's host starts with
 * `{s}` (Leaflet's subdomains). Throws nothing.
 */
export function mapTileOrigin(config: Pick<AppConfig, "map">): string | null {
  const template = config.map.tileUrl;
  if (!template) return null;
  const wildcard = /^[a-z]+:\/\/\{s\}\./i.test(template);
  const origin = new URL(template.replace("{s}", "a").replace(/\{[zxyr]\}/g, "0")).origin;
  return wildcard ? origin.replace("://a.", "://*.") : origin;
}
