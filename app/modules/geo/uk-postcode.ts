import { parse, validOutcode } from "postcode";

/** A UK postcode as typed, normalised by the `postcode` package (ideal-postcodes, MIT). */
export type UkPostcode = {
  /**
   * What the visitor gave, written the Royal Mail way: the full postcode ("B11 2AB"), or the outward code
   * ("LE5") for an outward code or half a postcode ("LE5 1" → "LE5").
   */
  postcode: string;
  /** The outward code: "B11", "LE5", "EC1A". */
  outcode: string;
  /** The postcode area, the letters that open it: "B", "LE", "EC". */
  area: string;
};

// Longer than any postcode with a stray space or two ("SW1A  2AA"): longer text is never one.
const MAX_LENGTH = 10;
/** An outward code followed by the start of an inward code: the sector digit, perhaps one letter. */
const HALF_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) \d[A-Z]?$/;
/**
 * The package checks the shape only; a letter after the district number ("EC1A", "W1J", "E1W") is used
 * only in central London's areas, so "B2B" or "M3X" are not postcodes even though they have the shape.
 */
const LETTERED_DISTRICT = /^[A-Z]{1,2}\d[A-Z]$/;
const LONDON_LETTERED_DISTRICT = /^(EC|WC|W|SW|E|N|NW|SE)\d[A-Z]$/;

function areaOf(outcode: string): string {
  return /^[A-Z]{1,2}/.exec(outcode)?.[0] ?? "";
}

/**
 * Reads a UK postcode (docs/product/public-area.md#places: "full postcodes and outward codes parsed with a well-kept library").
 * Input: text such as "LE5", "le5 1ab", "B112AB", "SW1A  2aa" or half a postcode "LE5 1" / "LE5 1A" (case
 * and surrounding space ignored). Output: the normalised postcode, outward code and area; undefined for
 * text not shaped like a postcode ("LE", "Leicester", "B2B"). A well-shaped code of an area that does not
 * exist ("ZZ9 9ZZ") is returned: the area table decides whether it names a place.
 * Shape rules come from the `postcode` package (tested against the ONS Postcode Directory); half
 * postcodes keep only their outward code, since the inward part says nothing without its last letters.
 * Never throws.
 */
export function parseUkPostcode(text: string): UkPostcode | undefined {
  const typed = text.trim().replace(/\s+/g, " ").toUpperCase();
  if (typed.length < 2 || typed.length > MAX_LENGTH) return undefined;
  const full = parse(typed);
  const found: UkPostcode | undefined = full.valid
    ? { postcode: full.postcode, outcode: full.outcode, area: full.area }
    : outwardCode(validOutcode(typed) ? typed : HALF_POSTCODE.exec(typed)?.[1]);
  if (!found) return undefined;
  if (LETTERED_DISTRICT.test(found.outcode) && !LONDON_LETTERED_DISTRICT.test(found.outcode)) return undefined;
  return found;
}

function outwardCode(outcode: string | undefined): UkPostcode | undefined {
  if (!outcode || !validOutcode(outcode)) return undefined;
  return { postcode: outcode, outcode, area: areaOf(outcode) };
}

/** Whether `parsed` is only an outward code (or half a postcode), not a full postcode. */
export function isOutwardCodeOnly(parsed: UkPostcode): boolean {
  return parsed.postcode === parsed.outcode;
}
