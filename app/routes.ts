import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The whole URL map (spec: public-area §2). Later issues add the supplier and admin routes here.
export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("vendor/:id", "routes/vendor.tsx"),
  route("api/search", "routes/api.search.ts"),
  route("api/search/suggestions", "routes/api.search.suggestions.ts"),
  route("api/search/did-you-mean", "routes/api.search.did-you-mean.ts"),
  route("api/search/similar", "routes/api.search.similar.ts"),
  route("api/places", "routes/api.places.ts"),
  route("api/places/reverse", "routes/api.places.reverse.ts"),
  route("api/places/:placeId", "routes/api.places.details.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
