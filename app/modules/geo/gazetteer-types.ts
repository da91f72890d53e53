/** What a place is, for ranking and for the "nearby towns" list. */
export type PlaceKind = "city" | "town" | "village" | "neighbourhood";

export type UkCountry = "England" | "Scotland" | "Wales" | "Northern Ireland";

/** One place of the UK gazetteer (`app/modules/geo/generated/uk-places.json`). */
export type GazetteerPlace = {
  /** `gn-<GeoNames id>` for GeoNames places, `nb-<slug>` for the hand-added neighbourhoods. */
  id: string;
  name: string;
  kind: PlaceKind;
  /** Ceremonial county in England, council area elsewhere; absent when unknown. */
  county?: string;
  /** For neighbourhoods: the town they belong to, e.g. "London" for Tooting. */
  parent?: string;
  country: UkCountry;
  /** Decimal degrees (WGS 84), 5 decimal places. */
  latitude: number;
  longitude: number;
  /** People; 0 when unknown (most neighbourhoods and some parish seats). */
  population: number;
  /** Informal names that resolve to this place, e.g. "Bham" for Birmingham. */
  aliases?: string[];
};

/** The generated file: its format, the fingerprint of the hand tables it was built from, and the places. */
export type GazetteerFile = {
  format: number;
  fingerprint: string;
  attribution: string;
  places: GazetteerPlace[];
};

/**
 * A place as the API and the search service see it (docs/product/public-area.md#places). A postcode
 * is its area's post town with `postcode` set: name, point, kind and population are the town's.
 */
export type PlaceResult = {
  /** `gn-<GeoNames id>`, `nb-<slug>` or, for a postcode, `pc-<postcode without space>` ("pc-le5"); stable across deploys. */
  placeId: string;
  name: string;
  /**
   * Name, parent town or county, country: "Leicester, Leicestershire, England", "Tooting, London, England";
   * a postcode first when there is one: "LE5, Leicester, Leicestershire, England".
   */
  formattedAddress: string;
  /** The postcode that was typed, normalised ("LE5", "B11 2AB"); only on postcode results. */
  postcode?: string;
  /** Decimal degrees (WGS 84). */
  lat: number;
  lng: number;
  kind: PlaceKind;
  /** People; 0 when unknown. */
  population: number;
};
