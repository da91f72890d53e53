import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A component the server renders into the page as if it were imported statically, whose code the browser loads only
 * when the component first renders (decision 076): an error page, a search's empty state. Wrap it in `<Suspense>`.
 * The server starts loading the module when the lazy component is made (at its module's load) and, once it has it,
 * hands it to React at once, so the HTML never waits for it and, with the ready boundary written in place
 * (app/entry.server.tsx), is the same as with a static import. The browser keeps that HTML while the code arrives and
 * hydrates it then; on a page rendered in the browser the Suspense fallback shows meanwhile.
 * Input: a function that imports the module and picks the component. Output: the lazy component.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
export function lazyOnClient<T extends ComponentType<any>>(load: () => Promise<T>): LazyExoticComponent<T> {
  let loaded: { default: T } | undefined;
  const loading = () => load().then((component) => (loaded = { default: component }));
  // A failure here shows when the component first renders, where React reports it.
  if (import.meta.env.SSR) loading().catch(() => undefined);
  // A thenable that calls back at once, unlike a resolved Promise: React.lazy then renders without suspending.
  return lazy(() => (loaded ? ({ then: (resolve: (module: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>) : loading()));
}
