import { BadgeCheck, CheckCircle2, ExternalLink, MailPlus, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { ListingDeleteDialog } from "~/components/admin/listing-delete-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { listingStateLabel, type ListingActionData, type ListingIntent, type ReviewListing } from "~/modules/admin/listing-review";

/** The key of a listing's fetcher: its row posts through it, and the page's toasts read its answer. */
export function listingFetcherKey(listingId: number): string {
  return `admin-listing-${listingId}`;
}

const SUBMITTED_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** '3 Jan 2026, 10:00' in UK time, or '—' when unknown. */
function formatSubmitted(value: Date | string | null): string {
  return value === null ? "—" : SUBMITTED_FORMAT.format(new Date(value));
}

type RowFetcher = ReturnType<typeof useFetcher<ListingActionData>>;

/** A one-button form posting `intent` for the listing through the row's fetcher. */
function ActionForm({ fetcher, listingId, intent, children }: { fetcher: RowFetcher; listingId: number; intent: ListingIntent; children: ReactNode }) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </fetcher.Form>
  );
}

/** An on/off switch posted as `on` / `off` intents; shows the value being sent while it is sent. */
function FlagToggle(props: {
  fetcher: RowFetcher;
  listing: ReviewListing;
  value: boolean;
  intents: { on: ListingIntent; off: ListingIntent };
  label: string;
  icon: ReactNode;
}) {
  const { fetcher, listing, value, intents, label, icon } = props;
  const sending = fetcher.formData?.get("intent");
  const shown = sending === intents.on ? true : sending === intents.off ? false : value;
  return (
    <ActionForm fetcher={fetcher} listingId={listing.id} intent={shown ? intents.off : intents.on}>
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={`${label}: ${listing.name}`}
        disabled={fetcher.state !== "idle"}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 transition-colors disabled:opacity-60",
          shown ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-muted ring-brand-100 hover:text-ink",
        )}
      >
        {icon} {shown ? "Yes" : "No"}
      </button>
    </ActionForm>
  );
}

/** One listing of the review queue: its details, the featured and verified toggles, Approve, Resend verification, Delete. */
export function ListingRow({ listing }: { listing: ReviewListing }) {
  const fetcher = useFetcher<ListingActionData>({ key: listingFetcherKey(listing.id) });
  const busy = fetcher.state !== "idle";
  const sending = fetcher.formData?.get("intent");
  const state = listingStateLabel(listing);
  const subscriptionEnded = listing.subscription?.ended === true;
  return (
    <tr className="align-top" aria-busy={busy}>
      <td className="px-4 py-3">
        <p className="font-semibold text-ink">{listing.name}</p>
        <p className="text-muted">
          {listing.category}
          {listing.plan ? ` · ${listing.plan}` : ""}
        </p>
        <Link to={`/vendor/${listing.id}`} className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline">
          <ExternalLink className="size-3" aria-hidden="true" /> Preview<span className="sr-only"> {listing.name}</span>
        </Link>
      </td>
      <td className="break-all px-4 py-3 text-ink">{listing.ownerEmail ?? "—"}</td>
      <td className="whitespace-nowrap px-4 py-3 text-muted">
        {listing.submittedAt ? <time dateTime={new Date(listing.submittedAt).toISOString()}>{formatSubmitted(listing.submittedAt)}</time> : "—"}
      </td>
      <td className="px-4 py-3">
        <Badge variant={state === "Live" ? "brand" : state === "Lapsed" ? "neutral" : "gold"}>{state}</Badge>
        {listing.subscription ? (
          <p className={cn("mt-1 text-xs", subscriptionEnded ? "font-semibold text-red-800" : "text-muted")}>
            Subscription: {listing.subscription.label}
          </p>
        ) : (
          <p className="mt-1 text-xs text-muted">No subscription</p>
        )}
      </td>
      <td className="px-4 py-3">
        <FlagToggle
          fetcher={fetcher}
          listing={listing}
          value={listing.isFeatured}
          intents={{ on: "feature", off: "unfeature" }}
          label="Featured"
          icon={<Star className="size-3.5" aria-hidden="true" />}
        />
      </td>
      <td className="px-4 py-3">
        <FlagToggle
          fetcher={fetcher}
          listing={listing}
          value={listing.isVerified}
          intents={{ on: "verify", off: "unverify" }}
          label="Verified"
          icon={<BadgeCheck className="size-3.5" aria-hidden="true" />}
        />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          {state === "Pending" && !subscriptionEnded ? (
            <ActionForm fetcher={fetcher} listingId={listing.id} intent="approve">
              <Button type="submit" size="sm" disabled={busy} aria-label={`Approve ${listing.name}`}>
                <CheckCircle2 aria-hidden="true" /> {sending === "approve" ? "Approving…" : "Approve"}
              </Button>
            </ActionForm>
          ) : null}
          {state !== "Live" && subscriptionEnded ? <span className="text-xs text-muted">Cannot go live until renewed</span> : null}
          {listing.isVerified ? null : (
            <ActionForm fetcher={fetcher} listingId={listing.id} intent="resend-verification">
              <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Resend verification email for ${listing.name}`}>
                <MailPlus aria-hidden="true" /> {sending === "resend-verification" ? "Sending…" : "Resend verification"}
              </Button>
            </ActionForm>
          )}
          <ListingDeleteDialog fetcher={fetcher} listing={listing} />
        </div>
      </td>
    </tr>
  );
}
