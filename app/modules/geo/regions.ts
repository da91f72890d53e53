/**
 * The ten cities of the category page's location dropdown (docs/product/public-area.md#places) and the
 * surrounding region each expands into (docs/product/public-area.md#places, "Location search expands a city
 * into its surrounding region"). Vendors store the region name in `vendors.region`.
 */
export const CITY_REGIONS = [
  { city: "London", region: "Greater London" },
  { city: "Manchester", region: "Greater Manchester" },
  { city: "Birmingham", region: "West Midlands" },
  { city: "Leeds", region: "West Yorkshire" },
  { city: "Glasgow", region: "Greater Glasgow" },
  { city: "Liverpool", region: "Merseyside" },
  { city: "Edinburgh", region: "Lothian" },
  { city: "Bristol", region: "Bristol and Avon" },
  { city: "Sheffield", region: "South Yorkshire" },
  { city: "Newcastle", region: "Tyne and Wear" },
] as const;

export type CityName = (typeof CITY_REGIONS)[number]["city"];

export const CATEGORY_PAGE_CITIES: readonly CityName[] = CITY_REGIONS.map((entry) => entry.city);

/** The dropdown city a text names (case-insensitive, trimmed), or undefined for any other text. */
export function findCity(text: string): CityName | undefined {
  const wanted = text.trim().toLowerCase();
  return CITY_REGIONS.find((entry) => entry.city.toLowerCase() === wanted)?.city;
}

/** The region a dropdown city expands into, or undefined for any other text (case-insensitive). */
export function regionForCity(city: string): string | undefined {
  const wanted = city.trim().toLowerCase();
  return CITY_REGIONS.find((entry) => entry.city.toLowerCase() === wanted)?.region;
}
