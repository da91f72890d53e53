import type { ServerBuild } from "react-router";

type ServerRouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** One route of a test build: where it sits in the route tree and its module (loader, action, component…). */
export type TestRoute = {
  parentId?: string;
  path?: string;
  index?: boolean;
  module: object;
};

const has = (module: object, name: string) => typeof (module as Record<string, unknown>)[name] === "function";

/**
 * A React Router server build made of the given route modules, for tests that serve real requests through the
 * request pipeline (server/app.ts) without `npm run build`. The browser manifest is derived from each module's
 * exports, as the bundler derives it: loader, action, error boundary, default export; each route's client module
 * is `/assets/<id with - for />.js`. Input: the document `entry` (app/entry.server.tsx or a stand-in), the
 * `routes` by id (one `root`), the client entry's URL and the route discovery mode. Output: a {@link ServerBuild}.
 */
export function testServerBuild(options: {
  entry: ServerBuild["entry"]["module"];
  routes: Record<string, TestRoute>;
  entryAsset?: string;
  /** How the browser learns the routes: all in the page ("initial", the default) or asked for as it goes ("lazy"). */
  routeDiscovery?: "initial" | "lazy";
}): ServerBuild {
  const entries = Object.entries(options.routes);
  return {
    entry: { module: options.entry },
    routes: Object.fromEntries(
      entries.map(([id, route]) => [
        id,
        { id, parentId: route.parentId, path: route.path, index: route.index, module: route.module as ServerRouteModule },
      ]),
    ),
    assets: {
      entry: { imports: [], module: options.entryAsset ?? "/assets/entry.client.js" },
      routes: Object.fromEntries(
        entries.map(([id, route]) => [
          id,
          {
            id,
            path: route.path,
            parentId: route.parentId,
            index: route.index,
            hasAction: has(route.module, "action"),
            hasLoader: has(route.module, "loader"),
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: has(route.module, "ErrorBoundary"),
            hasDefaultExport: has(route.module, "default"),
            module: `/assets/${id.replace("/", "-")}.js`,
            imports: [],
            clientActionModule: undefined,
            clientLoaderModule: undefined,
            clientMiddlewareModule: undefined,
            hydrateFallbackModule: undefined,
          },
        ]),
      ),
      url: "/assets/manifest-test.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: options.routeDiscovery ?? "initial", manifestPath: "/__manifest" },
  } as ServerBuild;
}
