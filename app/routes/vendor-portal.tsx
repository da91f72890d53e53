import { CalendarDays, ChartColumn, ClipboardList, Download, Eye, Inbox, LogOut, Star } from "lucide-react";
import { data, Form, Link, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/vendor-portal";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { formatUnreadCount } from "~/modules/conversations/vendor-inbox";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { countReviewsAwaitingReply } from "~/modules/reviews/review-replies.server";
import { getOwnListingSummary } from "~/modules/vendor-portal/own-listing.server";
import { cn } from "~/lib/cn";

// The frame of every portal page (docs/product/vendor-journey-and-portal.md#portal): the listing's name, navigation with the
// unread enquiries, Preview and Sign Out. Without a listing the pages below are not shown.

export function meta() {
  return [{ title: "Vendor Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

/**
 * The frame's unread count changes when the vendor opens or archives an enquiry on a child page: reload it on
 * every navigation and action within the portal (one small query).
 */
export function shouldRevalidate() {
  return true;
}

export async function loader({ request }: Route.LoaderArgs) {
  // Signing in while a deletion is pending leads to its restore page (docs/product/vendor-journey-and-portal.md#delete-account).
  const vendor = await requirePortalVendor(request);
  try {
    const listing = await getOwnListingSummary(getDatabase(), vendor.id);
    // Reviews the public sees unanswered (docs/product/couples-tools.md#review-replies): one indexed count beside 'Reviews'.
    const reviewsAwaitingReply = listing ? await countReviewsAwaitingReply(getDatabase(), vendor.id) : 0;
    return data({ email: vendor.email, listing: listing ?? null, reviewsAwaitingReply }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

export default function VendorPortalLayout({ loaderData }: Route.ComponentProps) {
  const { listing, email, reviewsAwaitingReply } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-800">Vendor Dashboard</h1>
          {listing ? <p className="mt-1 text-lg font-semibold text-ink">{listing.name}</p> : null}
          <p className="mt-1 text-muted">
            Signed in as <strong className="text-ink">{email}</strong>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {listing ? (
            <Button asChild variant="outline">
              <Link to={`/vendor/${listing.id}`}>
                <Eye aria-hidden="true" /> Preview
              </Link>
            </Button>
          ) : null}
          {/* A plain link, so the browser saves the zip (docs/product/vendor-journey-and-portal.md#download-my-data). */}
          <Button asChild variant="outline">
            <a href="/vendor-dashboard/my-data.zip" download>
              <Download aria-hidden="true" /> Download my data
            </a>
          </Button>
          <Form method="post" action="/vendor-dashboard">
            <input type="hidden" name="intent" value="sign-out" />
            <Button type="submit" variant="outline">
              <LogOut aria-hidden="true" /> Sign Out
            </Button>
          </Form>
        </div>
      </div>
      {listing ? (
        <>
          <nav aria-label="Vendor portal" className="mt-6 flex flex-wrap gap-2 border-b border-brand-100">
            <PortalLink to="/vendor-dashboard" end>
              <ClipboardList className="size-4" aria-hidden="true" /> Listing
            </PortalLink>
            <PortalLink to="/vendor-dashboard/enquiries">
              <Inbox className="size-4" aria-hidden="true" /> Enquiries
              {listing.unreadEnquiries > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {formatUnreadCount(listing.unreadEnquiries)}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </PortalLink>
            <PortalLink to="/vendor-dashboard/reviews">
              <Star className="size-4" aria-hidden="true" /> Reviews
              {reviewsAwaitingReply > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {reviewsAwaitingReply}
                  <span className="sr-only"> awaiting a reply</span>
                </span>
              ) : null}
            </PortalLink>
            <PortalLink to="/vendor-dashboard/availability">
              <CalendarDays className="size-4" aria-hidden="true" /> Availability
            </PortalLink>
            <PortalLink to="/vendor-dashboard/performance">
              <ChartColumn className="size-4" aria-hidden="true" /> Performance
            </PortalLink>
          </nav>
          <div className="mt-8">
            <Outlet />
          </div>
          <p className="mt-10 border-t border-brand-100 pt-4 text-sm">
            <Link to="/vendor-dashboard/delete-account" className="text-muted underline">
              Delete my account
            </Link>
          </p>
        </>
      ) : (
        <div className="mt-10 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
          <h2 className="text-xl font-semibold text-brand-800">No Business Listing Found</h2>
          <p className="mt-2 text-muted">No business listing found. Please complete your business registration first.</p>
          <Button asChild className="mt-6">
            <Link to="/onboarding">List Your Business</Link>
          </Button>
        </div>
      )}
    </section>
  );
}

function PortalLink({ to, end, children }: { to: string; end?: boolean; children: React.ReactNode }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          "-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium",
          isActive ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:text-ink",
        )
      }
    >
      {children}
    </NavLink>
  );
}
