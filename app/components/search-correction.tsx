import { Link } from "react-router";
import { searchAsTypedHref, type QueryCorrection } from "~/modules/search/query-correction";

/**
 * Says that the results are for the corrected query (docs/product/public-area.md#search, "Spelling correction";
 * decision 072): 'Showing results for photographer', the corrected words emphasised, and 'Search instead for
 * photgrapher', a link to the same search as typed with `spell=off`. Renders nothing without a correction.
 */
export function SearchCorrection({ correction, search }: { correction: QueryCorrection | null; search: string }) {
  if (!correction) return null;
  return (
    <div className="text-sm" data-testid="search-correction">
      <p className="text-ink">
        Showing results for{" "}
        {correction.parts.map((part, index) =>
          part.corrected ? (
            <em key={index} className="font-semibold text-brand-800">
              {part.text}
            </em>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      <p className="mt-1 text-muted">
        Search instead for{" "}
        <Link to={searchAsTypedHref(search)} className="font-semibold text-brand-700 underline">
          {correction.original}
        </Link>
      </p>
    </div>
  );
}
