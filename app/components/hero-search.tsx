import { Icon } from "~/components/icon";
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { buildSearchHref, type Coordinates } from "~/modules/search/search-href";
import { LocationInput } from "~/components/location-input";
import { QueryInput } from "~/components/query-input";

const inputClass =
  "h-12 w-full rounded-full border border-brand-100 bg-white pl-11 pr-4 text-base text-ink placeholder:text-muted/80 focus:border-brand-600";

/**
 * The search form of the home hero and the search page (docs/product/public-area.md#home): query with
 * category suggestions, location with place suggestions and a current-location button. Enter or the
 * button goes to /search with only the filled-in, trimmed fields (and coordinates when the visitor
 * used their location); when both are blank nothing happens. Without JavaScript it is a plain GET form.
 * `keep` are parameters a new search carries on (the search page's dates and budget,
 * docs/product/public-area.md#dates-and-budget).
 */
export function HeroSearch({
  defaultQuery = "",
  defaultLocation = "",
  defaultCoordinates = null,
  idPrefix = "hero",
  keep,
}: {
  defaultQuery?: string;
  defaultLocation?: string;
  defaultCoordinates?: Coordinates | null;
  idPrefix?: string;
  keep?: URLSearchParams;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultQuery);
  const [location, setLocation] = useState(defaultLocation);
  const [coordinates, setCoordinates] = useState<Coordinates | null>(defaultCoordinates);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Search vendors"
      className="grid gap-3 rounded-3xl bg-white/95 p-3 shadow-lg ring-1 ring-brand-100 md:grid-cols-[1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const href = buildSearchHref(query, location, coordinates);
        const kept = keep?.toString();
        if (href) void navigate(kept ? `${href}&${kept}` : href);
      }}
    >
      <QueryInput id={`${idPrefix}-query`} value={query} onValueChange={setQuery} inputClassName={inputClass} />
      <LocationInput
        id={`${idPrefix}-location`}
        value={location}
        onValueChange={setLocation}
        onCoordinatesChange={setCoordinates}
        inputClassName={`${inputClass} pr-12`}
      />
      {coordinates ? (
        <>
          <input type="hidden" name="lat" value={coordinates.lat.toFixed(5)} />
          <input type="hidden" name="lng" value={coordinates.lng.toFixed(5)} />
        </>
      ) : null}
      {[...(keep ?? [])].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="lg">
        <Icon name="search" /> Search Vendors
      </Button>
    </Form>
  );
}
