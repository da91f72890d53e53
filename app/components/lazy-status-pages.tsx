import { Suspense, type ComponentType } from "react";
import type * as StatusPages from "~/components/status-pages";
import { lazyOnClient } from "~/lib/lazy-on-client";

// The status pages of status-pages.tsx for the root route's and the public pages' error boundaries: the same
// components, rendered by the server into the page, with their code loaded by the browser only when an error page
// renders, so it is in no page's first load (decision 076).

const load = () => import("~/components/status-pages");

/** A component of status-pages.tsx, loaded on first render, in its own Suspense boundary (nothing shown meanwhile). */
function onFirstRender<P extends object>(pick: (pages: typeof StatusPages) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazyOnClient(() => load().then(pick));
  return function StatusPage(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const NotFoundPage = onFirstRender((pages) => pages.NotFoundPage);
export const ErrorStatusPage = onFirstRender((pages) => pages.ErrorStatusPage);
export const ServiceUnavailablePage = onFirstRender((pages) => pages.ServiceUnavailablePage);
export const UnexpectedErrorPage = onFirstRender((pages) => pages.UnexpectedErrorPage);
export const PageNotFound = onFirstRender((pages) => pages.PageNotFound);
export const StatusLayout = onFirstRender((pages) => pages.StatusLayout);
