import { MapPin, Search } from "lucide-react";
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { buildSearchHref } from "~/modules/search/search-request";

const inputClass =
  "h-12 w-full rounded-full border border-brand-100 bg-white pl-11 pr-4 text-base text-ink placeholder:text-muted/80 focus:border-brand-600 focus:outline-none";

/**
 * The hero search (spec: public-area §2 Home, §5): query and location; Enter or the button goes to
 * /search with only the filled-in, trimmed fields; when both are blank nothing happens.
 * Without JavaScript it is a plain GET form (the server trims too).
 */
export function HeroSearch({ defaultQuery = "", defaultLocation = "" }: { defaultQuery?: string; defaultLocation?: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultQuery);
  const [location, setLocation] = useState(defaultLocation);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Search vendors"
      className="grid gap-3 rounded-3xl bg-white/95 p-3 shadow-lg ring-1 ring-brand-100 md:grid-cols-[1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const href = buildSearchHref(query, location);
        if (href) void navigate(href);
      }}
    >
      <div className="relative">
        <label htmlFor="hero-query" className="sr-only">
          What are you looking for?
        </label>
        <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id="hero-query"
          name="q"
          type="search"
          maxLength={200}
          placeholder="What are you looking for?"
          autoComplete="off"
          className={inputClass}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="relative">
        <label htmlFor="hero-location" className="sr-only">
          Location
        </label>
        <MapPin className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id="hero-location"
          name="location"
          type="text"
          maxLength={200}
          placeholder="Location (e.g., London, Birmingham)"
          autoComplete="address-level2"
          className={inputClass}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg">
        <Search /> Search Vendors
      </Button>
    </Form>
  );
}
