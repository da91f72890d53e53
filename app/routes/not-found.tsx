import { data } from "react-router";
import { NotFoundPage } from "~/components/status-pages";

// Any unknown path answers 404 with the spec's page (public-area §2).
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found | Shaadi Vendors UK" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
