import { BadgeCheck, Building2, History, LogOut, Star, Store, Users } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { getAdminOverview } from "~/modules/admin/admin-overview.server";
import { auditChanges, percentOf } from "~/modules/admin/admin-format";
import { HELD_ENQUIRIES_PATH, REPORTED_ENQUIRIES_PATH } from "~/modules/admin/enquiry-queues";
import { DATA_REQUESTS_PATH } from "~/modules/data-requests/data-request-rules";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";

// The admin dashboard's frame (docs/product/admin.md#dashboard): stat cards, the sections Vendors, Business Listings,
// Import/Upload (with its import methods), Reviews, Held enquiries, Reported enquiries, Insights and Data requests, Sign Out, and the latest
// audit entries around the section's page.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  try {
    const overview = await getAdminOverview(getDatabase());
    return data({ admin: { email: admin.email }, ...overview }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/** Figures and section links refresh after every change made in a section (one small query). */
export function shouldRevalidate() {
  return true;
}

const SECTIONS = [
  { value: "vendors", label: "Vendors", to: "/admin-dashboard" },
  { value: "listings", label: "Business Listings", to: "/admin-dashboard/listings" },
  { value: "import", label: "Import/Upload", to: "/admin-dashboard/import" },
  { value: "reviews", label: "Reviews", to: "/admin-dashboard/reviews" },
  { value: "held-enquiries", label: "Held enquiries", to: HELD_ENQUIRIES_PATH },
  { value: "reported-enquiries", label: "Reported enquiries", to: REPORTED_ENQUIRIES_PATH },
  { value: "insights", label: "Insights", to: "/admin-dashboard/insights" },
  { value: "data-requests", label: "Data requests", to: DATA_REQUESTS_PATH },
] as const;

const IMPORT_LINKS = [
  { label: "Manual Entry", to: "/admin-dashboard/import" },
  { label: "CSV Import", to: "/admin-dashboard/import/csv" },
  { label: "Web Scraping", to: "/admin-dashboard/import/scraping" },
] as const;

type Section = (typeof SECTIONS)[number];

function sectionOf(pathname: string): Section["value"] {
  if (pathname.startsWith("/admin-dashboard/listings")) return "listings";
  if (pathname.startsWith("/admin-dashboard/import")) return "import";
  if (pathname.startsWith("/admin-dashboard/reviews")) return "reviews";
  if (pathname.startsWith(HELD_ENQUIRIES_PATH)) return "held-enquiries";
  if (pathname.startsWith(REPORTED_ENQUIRIES_PATH)) return "reported-enquiries";
  if (pathname.startsWith("/admin-dashboard/insights")) return "insights";
  if (pathname.startsWith(DATA_REQUESTS_PATH)) return "data-requests";
  return "vendors";
}

/**
 * 'page' on the link to the page shown; 'true' on its section's link when the page is one below it (a vendor's edit
 * page under Vendors), so the section still reads as the current one.
 */
function currentOf(item: Section, pathname: string, section: Section["value"]): "page" | "true" | undefined {
  if (item.value !== section) return undefined;
  return pathname === item.to ? "page" : "true";
}

const sectionLinkClass =
  "inline-block rounded-full px-4 py-2 text-sm font-semibold text-muted ring-1 ring-brand-100 hover:text-ink aria-[current]:bg-brand-700 aria-[current]:text-white aria-[current]:ring-brand-700";

function StatCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: number; note?: string }) {
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <p className="flex items-center gap-2 text-sm font-medium text-muted">
        {icon} {label}
      </p>
      <p className="mt-1 text-3xl font-bold text-ink">{value.toLocaleString("en-GB")}</p>
      {note ? <p className="text-sm text-muted">{note}</p> : null}
    </li>
  );
}

export default function AdminDashboardLayout({ loaderData }: Route.ComponentProps) {
  const { admin, stats, audit } = loaderData;
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-800">Admin Dashboard</h1>
          <p className="mt-1 text-muted">
            Signed in as <strong className="text-ink">{admin.email}</strong>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/vendor-import">Quick import</Link>
          </Button>
          {/* Posted to /admin: a post to /admin-dashboard reaches the Vendors page's action, not this layout's. */}
          <Form method="post" action="/admin">
            <input type="hidden" name="intent" value="sign-out" />
            <Button type="submit" variant="outline">
              <LogOut aria-hidden="true" /> Sign Out
            </Button>
          </Form>
        </div>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Figures">
        <StatCard icon={<Users className="size-4" aria-hidden="true" />} label="Total Vendors" value={stats.totalVendors} />
        <StatCard
          icon={<Store className="size-4" aria-hidden="true" />}
          label="Active Vendors"
          value={stats.activeVendors}
          note={`${percentOf(stats.activeVendors, stats.totalVendors)} of total`}
        />
        <StatCard icon={<Star className="size-4" aria-hidden="true" />} label="Featured" value={stats.featuredVendors} />
        <StatCard icon={<Building2 className="size-4" aria-hidden="true" />} label="Business Listings" value={stats.totalBusinessListings} />
        <StatCard
          icon={<BadgeCheck className="size-4" aria-hidden="true" />}
          label="Verified"
          value={stats.verifiedListings}
          note={`${percentOf(stats.verifiedListings, stats.totalBusinessListings)} of listings`}
        />
      </ul>

      {/* Each section is a page of its own (its data loads on the server), so the sections are links in a navigation
          landmark, not tabs: tabs would promise panels on this page. The links wrap on a narrow screen. */}
      <nav aria-label="Admin sections" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((item) => (
            <li key={item.value}>
              <Link to={item.to} aria-current={currentOf(item, pathname, section)} className={sectionLinkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {section === "import" ? (
          <nav aria-label="Import methods" className="mb-6">
            <ul className="flex flex-wrap gap-2">
              {IMPORT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={pathname === link.to ? "page" : undefined}
                    className="inline-block rounded-full px-4 py-1.5 text-sm font-medium text-muted ring-1 ring-brand-100 hover:text-ink aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <Outlet />
      </div>

      <section aria-labelledby="audit-heading" className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <h2 id="audit-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
          <History className="size-5" aria-hidden="true" /> Recent activity
        </h2>
        {audit.length === 0 ? (
          <p className="mt-3 text-muted">No admin actions yet.</p>
        ) : (
          <ol className="mt-4 divide-y divide-brand-100">
            {audit.map((entry) => (
              <li key={entry.id} className="py-3 text-sm">
                <p className="text-ink">
                  <strong>{entry.actorEmail}</strong> · {entry.action} · {entry.entityType}
                  {entry.entityId ? ` #${entry.entityId}` : ""}{" "}
                  <time className="text-muted" dateTime={entry.createdAt}>
                    {entry.createdAt.replace("T", " ").slice(0, 16)} UTC
                  </time>
                </p>
                <ul className="mt-1 text-muted">
                  {auditChanges(entry.before, entry.after).map((line) => (
                    <li key={line} className="break-all">
                      {line}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
