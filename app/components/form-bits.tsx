import type { Coordinates } from "~/modules/search/search-href";

/**
 * Hidden fields that carry a search's place into another GET form (filters, did-you-mean), so
 * refining a search never loses where it was about.
 */
export function SearchPlaceFields({ location, coordinates }: { location: string; coordinates: Coordinates | null }) {
  return (
    <>
      {location ? <input type="hidden" name="location" value={location} /> : null}
      {coordinates ? (
        <>
          <input type="hidden" name="lat" value={coordinates.lat} />
          <input type="hidden" name="lng" value={coordinates.lng} />
        </>
      ) : null}
    </>
  );
}

/** The submit button of a form that submits itself on change with JavaScript: only shown without it. */
export function NoScriptApply() {
  return (
    <noscript>
      <button type="submit" className="h-10 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">
        Apply
      </button>
    </noscript>
  );
}

/**
 * Hidden fields for the parameters of `query` (a query string the loader wrote, e.g. the applied filters, dates and
 * budget), in its order, so a GET form that does not edit them (sort, place) keeps them when it submits.
 */
export function HiddenFields({ query }: { query: string }) {
  return [...new URLSearchParams(query)].map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);
}
