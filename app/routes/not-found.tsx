import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/lazy-status-pages";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";

// Any unknown path answers 404 with the spec's page (docs/product/public-area.md#missing-pages-and-errors).
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Page not found",
      description: "This page does not exist. Search South Asian wedding vendors across the UK or browse them by category.",
      origin: originFrom(matches),
      path: location.pathname,
    }),
    // An address that answers 404 should never be indexed, whatever links to it.
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundPage />;
}
