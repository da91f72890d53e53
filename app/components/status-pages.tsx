import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { PAGE_NOT_FOUND_MESSAGE } from "~/modules/search/search-options";

// Only error pages and the supplier journey's outcome cards need these: the public pages render them through
// lazy-status-pages.tsx, so their code is not in those pages' first load (decision 076).

/** The 404 page for unknown paths (docs/product/public-area.md#missing-pages-and-errors: 'Oops! Page not found', 'Return to Home'). */
export function NotFoundPage() {
  return (
    <StatusLayout code="404" title="Oops! Page not found">
      <Button asChild>
        <Link to="/">
          <Icon name="house" /> Return to Home
        </Link>
      </Button>
    </StatusLayout>
  );
}

/**
 * An error page with the request's reference: support finds the details in the server log under that id;
 * the details themselves are never shown.
 */
export function ErrorStatusPage({ code, title, message, requestId }: { code: string; title: string; message: string; requestId?: string }) {
  return (
    <StatusLayout
      code={code}
      title={title}
      message={
        <>
          {message}
          {requestId ? (
            <span className="mt-2 block text-sm">
              Reference: <code className="rounded bg-white px-1.5 py-0.5 text-ink">{requestId}</code>
            </span>
          ) : null}
        </>
      }
    >
      <Button asChild variant="outline">
        <Link to="/" reloadDocument>
          Return to Home
        </Link>
      </Button>
    </StatusLayout>
  );
}

/**
 * The page while the database cannot be reached (503, decision 041): the site is down for a moment, not broken,
 * so the visitor is asked to come back rather than told something went wrong.
 */
export function ServiceUnavailablePage({ requestId }: { requestId?: string }) {
  return (
    <ErrorStatusPage
      code="503"
      title="We'll be right back"
      message="The site is briefly unavailable. Please try again in a minute."
      requestId={requestId}
    />
  );
}

/** The generic fallback for unhandled failures (docs/product/public-area.md#missing-pages-and-errors, 'Unexpected Application Error!'). */
export function UnexpectedErrorPage({ requestId }: { requestId?: string }) {
  return (
    <ErrorStatusPage
      code="500"
      title="Unexpected Application Error!"
      message="Something went wrong on our side. Please try again."
      requestId={requestId}
    />
  );
}

/**
 * The 404 of a page number that is not a page of the listing (decision 023), with the way back to its first page
 * (`firstPageHref`, the pagination's `pageHref(address, 1)`).
 */
export function PageNotFound({ firstPageHref }: { firstPageHref: string }) {
  return (
    <StatusLayout code="404" title="Page Not Found" message={PAGE_NOT_FOUND_MESSAGE}>
      <Button asChild>
        <Link to={firstPageHref}>Go to the first page</Link>
      </Button>
    </StatusLayout>
  );
}

const TONE_ICONS = {
  success: <Icon name="circle-check" className="mx-auto size-14 text-green-700" aria-hidden="true" />,
  error: <Icon name="circle-x" className="mx-auto size-14 text-red-700" aria-hidden="true" />,
};

/**
 * One status screen for the whole site: error pages (a big `code` such as 404, no card) and the outcome cards
 * of the supplier journey (`tone` success or error: an icon on a white card), with an optional list of next
 * steps and the action buttons as children.
 */
export function StatusLayout({
  code,
  tone,
  title,
  message,
  steps,
  children,
}: {
  code?: string;
  tone?: keyof typeof TONE_ICONS;
  title: string;
  message?: ReactNode;
  steps?: { title: string; items: readonly string[]; ordered?: boolean };
  children?: ReactNode;
}) {
  const List = steps?.ordered ? "ol" : "ul";
  return (
    <section
      className={cn(
        "mx-auto px-4",
        tone ? "max-w-lg py-12 md:py-16" : "flex min-h-[50vh] max-w-2xl flex-col items-center justify-center py-20",
      )}
    >
      <div
        className={cn(
          "flex flex-col items-center gap-5 text-center",
          tone && "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 md:p-8",
        )}
      >
        {code ? (
          <p className="font-display text-6xl font-bold text-brand-600" aria-hidden="true">
            {code}
          </p>
        ) : null}
        {tone ? TONE_ICONS[tone] : null}
        <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
        {message ? <p className={tone ? "text-ink" : "text-muted"}>{message}</p> : null}
        {steps ? (
          <div className="w-full rounded-xl bg-brand-50 p-4 text-left">
            <h2 className="font-semibold text-brand-800">{steps.title}</h2>
            <List className={cn("mt-2 space-y-1 pl-5 text-sm text-ink", steps.ordered ? "list-decimal" : "list-disc")}>
              {steps.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
          </div>
        ) : null}
        {children ? <div className="flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">{children}</div> : null}
      </div>
    </section>
  );
}
