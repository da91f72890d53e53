import type { PlaceResult } from "~/modules/geo/gazetteer-types";
import { placeIndex } from "~/modules/geo/place-index.server";
import { isOutwardCodeOnly, parseUkPostcode, type UkPostcode } from "~/modules/geo/uk-postcode";
import { UK_POSTCODE_AREAS } from "~/modules/geo/uk-postcode-areas";

/** Place ids of postcode results start with this: "pc-le5", "pc-b112ab". */
export const POSTCODE_ID_PREFIX = "pc-";

const AREAS = new Map(UK_POSTCODE_AREAS.map((entry) => [entry.area, entry]));
const QUERY_PREPOSITIONS = new Set(["in", "near", "nr", "around"]);
/**
 * Inside a search query a bare outward code must have this many characters ("le5", "b11", "sw17"), so a
 * car model or a short word ("bmw m3", "dj e1 party") is not read as a postcode; after "in"/"near" any
 * outward code counts ("venue near e1").
 */
const BARE_OUTCODE_MIN_LENGTH = 3;

function postcodePlace(parsed: UkPostcode): PlaceResult | undefined {
  const area = AREAS.get(parsed.area);
  const town = area && placeIndex().byId.get(area.placeId)?.result;
  if (!town) return undefined;
  return {
    ...town,
    placeId: `${POSTCODE_ID_PREFIX}${parsed.postcode.replace(" ", "").toLowerCase()}`,
    formattedAddress: `${parsed.postcode}, ${town.formattedAddress}`,
    postcode: parsed.postcode,
  };
}

/**
 * The place a UK postcode stands for (docs/product/public-area.md#places "UK postcodes ... resolved to a point"): the post town
 * of its area (LE → Leicester, B → Birmingham, BD → Bradford; decision 024), since no open district
 * table ships with the app. Input: a full postcode, an outward code or half a postcode ("LE5",
 * "b11 2ab", "LE5 1"). Output: the post town's {@link PlaceResult} with `postcode` set ("LE5",
 * "B11 2AB"), `formattedAddress` "LE5, Leicester, Leicestershire, England" and id "pc-le5"; undefined
 * for text that is not a postcode or an area that does not exist ("ZZ9 9ZZ", "QQ1"). Never throws.
 */
export function resolvePostcode(text: string): PlaceResult | undefined {
  const parsed = parseUkPostcode(text);
  return parsed && postcodePlace(parsed);
}

/**
 * A postcode result by its id (`GET /api/places/pc-le5`). Input: "pc-" and the postcode without its
 * space, lower case. Output: the same result {@link resolvePostcode} gives, or undefined. Never throws.
 */
export function geocodePostcode(placeId: string): PlaceResult | undefined {
  if (!placeId.startsWith(POSTCODE_ID_PREFIX)) return undefined;
  return resolvePostcode(placeId.slice(POSTCODE_ID_PREFIX.length));
}

/**
 * The first full postcode written as words of longer text, such as an address ("12 Melton Road, Leicester
 * LE4 6AR"); never one glued inside a longer word ("XAB12CD34"). Input: text (first 200 characters read).
 * Output: its place, or undefined when there is none or its area does not exist. Never throws.
 */
export function findPostcodeInText(text: string): PlaceResult | undefined {
  const words = text.slice(0, 200).split(/[^A-Za-z0-9]+/).filter(Boolean);
  for (let at = 0; at < words.length; at++) {
    for (const candidate of [`${words[at]} ${words[at + 1] ?? ""}`, words[at]!]) {
      const parsed = parseUkPostcode(candidate);
      const place = parsed && !isOutwardCodeOnly(parsed) ? postcodePlace(parsed) : undefined;
      if (place) return place;
    }
  }
  return undefined;
}

/**
 * A postcode among the words of a search query (docs/product/public-area.md#places: "caterer near B11 2AB", "halal caterer le5").
 * Input: the query's words as place keys (lower case, no punctuation). Full postcodes count anywhere, as
 * one word or two; an outward code counts after "in"/"near"/"nr"/"around", or of 3+ characters as the
 * first or last word. Output: the words it spans (`start` includes a preposition before it, `end` is
 * exclusive) and its place; undefined when none. Never throws.
 */
export function findPostcodeInQuery(words: readonly string[]): { start: number; end: number; place: PlaceResult } | undefined {
  for (let at = 0; at < words.length; at++) {
    const afterPreposition = at > 0 && QUERY_PREPOSITIONS.has(words[at - 1]!);
    const start = afterPreposition ? at - 1 : at;
    const pair = at + 1 < words.length ? parseUkPostcode(`${words[at]} ${words[at + 1]}`) : undefined;
    if (pair && !isOutwardCodeOnly(pair)) {
      const place = postcodePlace(pair);
      if (place) return { start, end: at + 2, place };
    }
    const single = parseUkPostcode(words[at]!);
    if (!single) continue;
    const atEdge = at === 0 || at === words.length - 1;
    const readable =
      !isOutwardCodeOnly(single) || afterPreposition || (atEdge && single.outcode.length >= BARE_OUTCODE_MIN_LENGTH);
    const place = readable ? postcodePlace(single) : undefined;
    if (place) return { start, end: at + 1, place };
  }
  return undefined;
}
