import { Home } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The 404 page for unknown paths (spec: public-area §2: 'Oops! Page not found', 'Return to Home'). */
export function NotFoundPage() {
  return (
    <StatusLayout code="404" title="Oops! Page not found">
      <Button asChild>
        <Link to="/">
          <Home /> Return to Home
        </Link>
      </Button>
    </StatusLayout>
  );
}

/** The generic fallback for unhandled failures (spec: public-area §2, 'Unexpected Application Error!'). */
export function UnexpectedErrorPage({ detail }: { detail?: string }) {
  return (
    <StatusLayout code="500" title="Unexpected Application Error!">
      {detail ? <pre className="max-w-xl overflow-auto rounded bg-white p-4 text-left text-xs">{detail}</pre> : null}
      <Button asChild variant="outline">
        <Link to="/" reloadDocument>
          Return to Home
        </Link>
      </Button>
    </StatusLayout>
  );
}

export function StatusLayout({
  code,
  title,
  message,
  children,
}: {
  code?: string;
  title: string;
  message?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      {code ? (
        <p className="font-display text-6xl font-bold text-brand-600" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      {message ? <p className="text-muted">{message}</p> : null}
      {children}
    </section>
  );
}
