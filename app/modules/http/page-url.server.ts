// The address of the page a request is for, from which a loader writes the page's own links (decision 076).

/** React Router's parameter naming the routes a client-side data request asks for. */
const ROUTES_PARAM = "_routes";

/**
 * The address of the page a request is for, as the browser shows it: a client-side navigation's data request
 * (`/search.data?q=tabla`, `/_.data` for the home page, with `_routes=…` when only some routes are asked for) is for
 * the page `/search?q=tabla`, so links a loader writes from it lead to the page, not to its data. React Router hands
 * loaders the data request's own URL. A document request's address is returned unchanged, its query string as sent.
 * Input: the request. Output: a new URL.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
  // Only a data request carries it; deleting rewrites the query string, so a document's is left as sent.
  if (url.searchParams.has(ROUTES_PARAM)) url.searchParams.delete(ROUTES_PARAM);
  return url;
}
