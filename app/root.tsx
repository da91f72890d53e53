// First, before any module that builds a zod schema: no `new Function` under the Content-Security-Policy.
import "~/modules/http/zod-without-eval";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/ui/toast";
import { ErrorStatusPage, NotFoundPage, ServiceUnavailablePage, UnexpectedErrorPage } from "~/components/lazy-status-pages";
import { requestTooLargeMessage } from "~/modules/site/body-limits";
import { requestIdOf, statusPageOf } from "~/modules/http/request-id.server";
import { getDatabase } from "~/db/client.server";
import { getConfig } from "~/config.server";
import { shortlistIdOf } from "~/modules/shortlist/shortlist-cookie.server";
import { shortlistVendorIds } from "~/modules/shortlist/shortlist-views.server";
import stylesheet from "~/app.css?url";
import headingFont from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";

// `nonce: undefined` keeps the response's CSP nonce off these tags, which React Router would otherwise add: the policy
// allows the site's own stylesheets, fonts and images without one (decision 042), and each nonce in a kept page splits
// its compression (decision 109).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, nonce: undefined },
  // The headings' font is found only once the stylesheet is parsed; preloaded, it arrives with the stylesheet, so
  // the swap happens before the first paint on most connections (docs/design/type-scale.md).
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous", nonce: undefined },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml", nonce: undefined },
];

/**
 * A status page the server asked for (a malformed address 400, a body over its limit 413, a failure in the HTTP
 * layer 500, an unreachable database 503; server/app-handler.ts) is thrown here, before any route's loader or
 * action runs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    const status = statusPageOf(request);
    // The 413 message names the body limits; written here, the limits' table never reaches the browser's code.
    if (status) throw data({ requestId: requestIdOf(request) ?? null, message: status === 413 ? requestTooLargeMessage() : null }, { status });
  },
];

/**
 * The request id, shown as "Reference" on error pages so a report can be matched to the log (decision 011), and the
 * ids of the visitor's shortlisted vendors (docs/product/couples-tools.md#shortlist: the header count and every save button's state): one
 * indexed query when the shortlist cookie is present, none without it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const ownerId = await shortlistIdOf(request);
  const vendorIds = ownerId ? await shortlistVendorIds(getDatabase(), ownerId) : [];
  // The public origin, for every page's canonical URL and share tags (docs/product/public-area.md#seo; app/modules/seo/page-meta.ts).
  return { requestId: requestIdOf(request) ?? null, shortlist: { vendorIds }, origin: getConfig().publicUrl };
}

/**
 * A save button posts without reloading the page's data (its fetcher turns the default off); only this loader
 * runs again after a shortlist change, so the header count and the buttons follow.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction?.startsWith("/shortlist")) return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7d1c3b" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        {/* tabIndex -1: the skip link moves the focus here, so the next Tab starts in the content. */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

const REFUSED_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Sign In Required",
  403: "Access Denied",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Request Too Large",
  415: "Unsupported Form",
  429: "Too Many Requests",
};

const REFUSED_MESSAGES: Record<number, string> = {
  400: "This address could not be read. Please check the link and try again.",
  429: "Too many requests from your connection. Please wait a moment and try again.",
};

/** A string field of what an error response carries (the request id and message of the middleware's status pages). */
function stringIn(value: unknown, field: "requestId" | "message"): string | undefined {
  if (typeof value !== "object" || value === null || !(field in value)) return undefined;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === "string" && found ? found : undefined;
}

/** A request refused for the visitor's own reason (4xx): the status, what happened and the request id. */
function RequestRefusedPage({ status, message, requestId }: { status: number; message?: string; requestId?: string }) {
  return (
    <ErrorStatusPage
      code={String(status)}
      title={REFUSED_TITLES[status] ?? "Request Refused"}
      message={message ?? REFUSED_MESSAGES[status] ?? "We could not do what was asked."}
      requestId={requestId}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const fromError = isRouteErrorResponse(error) ? stringIn(error.data, "requestId") : undefined;
  const requestId = fromError ?? rootData?.requestId ?? undefined;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const message = typeof error.data === "string" && error.data ? error.data : stringIn(error.data, "message");
    return <RequestRefusedPage status={error.status} message={message} requestId={requestId} />;
  }
  // The database is unreachable (the server asks for this page; server/app-handler.ts, decision 041).
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailablePage requestId={requestId} />;
  // Anything else is a bug: its details are in the server log under this id, never on the page.
  return <UnexpectedErrorPage requestId={requestId} />;
}

export function meta() {
  return [{ title: "Shaadi Vendors UK" }];
}
