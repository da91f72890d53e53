import { beforeAll, expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import type { InboxEnquirySummary } from "~/modules/enquiries/vendor-inbox";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/vendor-enquiries";

const ORIGIN = "http://localhost:3000";

type InboxData = { view: string; enquiries: InboxEnquirySummary[] };

function get(cookie?: string, search = ""): Request {
  return new Request(`${ORIGIN}/vendor-dashboard/enquiries${search}`, { headers: cookie ? { cookie } : {} });
}

describeEachDatabase("GET /vendor-dashboard/enquiries", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  let other: PortalVendor;
  let ids: { older: number; newer: number; archived: number; theirs: number };
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    const enquiry = (vendorId: number, coupleName: string, createdAt: string, fields: Partial<typeof enquiries.$inferInsert> = {}) => ({
      vendorId,
      coupleName,
      coupleEmail: "couple@example.test",
      eventDate: "2026-09-12",
      eventType: "Baraat",
      guestCount: 400,
      message: "We would love to book you.\nAre you free?",
      createdAt: new Date(createdAt),
      ...fields,
    });
    const rows = await getDb()
      .insert(enquiries)
      .values([
        enquiry(vendor.vendorId, "Older Couple", "2026-05-01T10:00:00Z", { readAt: new Date("2026-05-02T10:00:00Z") }),
        enquiry(vendor.vendorId, "Newer Couple", "2026-05-03T10:00:00Z"),
        enquiry(vendor.vendorId, "Archived Couple", "2026-05-02T10:00:00Z", { status: "archived", archivedAt: new Date("2026-05-04T10:00:00Z") }),
        enquiry(other.vendorId, "Their Couple", "2026-05-05T10:00:00Z"),
      ])
      .returning({ id: enquiries.id });
    ids = { older: rows[0]!.id, newer: rows[1]!.id, archived: rows[2]!.id, theirs: rows[3]!.id };
  });

  it("sends a visitor without a session to /vendor-auth", async () => {
    const result = await runRoute(loader, get());
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/vendor-auth");
  });

  it("lists the vendor's own inbox newest first, unread ones flagged, never stored by a cache", async () => {
    const result = await runRoute<InboxData>(loader, get(vendor.cookie));
    expect(result.status).toBe(200);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(result.body?.view).toBe("inbox");
    expect(result.body?.enquiries.map((row) => [row.id, row.coupleName, row.unread])).toEqual([
      [ids.newer, "Newer Couple", true],
      [ids.older, "Older Couple", false],
    ]);
    expect(result.body?.enquiries[0]).toMatchObject({ eventType: "Baraat", eventDate: "2026-09-12", guestCount: 400, excerpt: "We would love to book you. Are you free?" });
  });

  it("lists the archive with ?view=archived, and the other vendor only its own", async () => {
    const archived = await runRoute<InboxData>(loader, get(vendor.cookie, "?view=archived"));
    expect(archived.body?.view).toBe("archived");
    expect(archived.body?.enquiries.map((row) => row.id)).toEqual([ids.archived]);
    const theirs = await runRoute<InboxData>(loader, get(other.cookie));
    expect(theirs.body?.enquiries.map((row) => row.id)).toEqual([ids.theirs]);
  });

  it("treats an unknown view as the inbox", async () => {
    const result = await runRoute<InboxData>(loader, get(vendor.cookie, "?view=everything"));
    expect(result.body?.view).toBe("inbox");
    expect(result.body?.enquiries.map((row) => row.id)).toEqual([ids.newer, ids.older]);
  });
});
