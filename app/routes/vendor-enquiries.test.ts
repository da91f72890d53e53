import { beforeAll, expect, it } from "vitest";
import { getAuth } from "~/modules/accounts/auth.server";
import type { InboxConversation } from "~/modules/conversations/vendor-inbox";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { createConversation } from "../../tests/support/conversations";
import { loader } from "~/routes/vendor-enquiries";

const ORIGIN = "http://localhost:3000";

type InboxData = { filter: string; conversations: InboxConversation[]; page: number; hasNextPage: boolean };

function get(cookie?: string, search = ""): Request {
  return new Request(`${ORIGIN}/vendor-dashboard/enquiries${search}`, { headers: cookie ? { cookie } : {} });
}

describeEachDatabase("GET /vendor-dashboard/enquiries", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  let other: PortalVendor;
  let ids: { older: number; newer: number; quoted: number; archived: number; theirs: number };
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    const at = (iso: string) => new Date(iso);
    const older = await createConversation(getDb(), vendor.vendorId, {
      sentAt: at("2026-05-01T10:00:00Z"),
      enquiry: { coupleName: "Older Couple", eventType: "Baraat", guestCount: 400, message: "We would love to book you.\nAre you free?" },
      conversation: { vendorReadAt: at("2026-05-02T10:00:00Z") },
    });
    const newer = await createConversation(getDb(), vendor.vendorId, { sentAt: at("2026-05-03T10:00:00Z"), enquiry: { coupleName: "Newer Couple" } });
    const quoted = await createConversation(getDb(), vendor.vendorId, {
      sentAt: at("2026-05-02T10:00:00Z"),
      enquiry: { coupleName: "Quoted Couple" },
      conversation: { stage: "quoted", firstReplyAt: at("2026-05-02T11:00:00Z"), lastMessageFrom: "vendor", lastMessageAt: at("2026-05-02T11:00:00Z"), vendorReadAt: at("2026-05-02T11:00:00Z") },
    });
    const archived = await createConversation(getDb(), vendor.vendorId, {
      sentAt: at("2026-05-02T10:00:00Z"),
      enquiry: { coupleName: "Archived Couple" },
      conversation: { archivedAt: at("2026-05-04T10:00:00Z") },
    });
    const theirs = await createConversation(getDb(), other.vendorId, { sentAt: at("2026-05-05T10:00:00Z"), enquiry: { coupleName: "Their Couple" } });
    ids = { older: older.enquiry.id, newer: newer.enquiry.id, quoted: quoted.enquiry.id, archived: archived.enquiry.id, theirs: theirs.enquiry.id };
  });

  it("sends a visitor without a session to /vendor-auth", async () => {
    const result = await runRoute(loader, get());
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/vendor-auth");
  });

  it("lists the vendor's own conversations, unread first then newest activity, never stored by a cache", async () => {
    const result = await runRoute<InboxData>(loader, get(vendor.cookie));
    expect(result.status).toBe(200);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(result.body).toMatchObject({ filter: "all", page: 1, hasNextPage: false });
    expect(result.body?.conversations.map((row) => [row.id, row.coupleName, row.unread, row.stage])).toEqual([
      [ids.newer, "Newer Couple", true, "new"],
      [ids.quoted, "Quoted Couple", false, "quoted"],
      [ids.older, "Older Couple", false, "new"],
    ]);
    expect(result.body?.conversations[2]).toMatchObject({
      eventType: "Baraat",
      eventDate: "2026-09-12",
      guestCount: 400,
      excerpt: "We would love to book you. Are you free?",
      lastMessageAt: new Date("2026-05-01T10:00:00Z"),
    });
  });

  it("filters by ?filter=, and the other vendor sees only its own", async () => {
    const filtered = async (filter: string, cookie = vendor.cookie) =>
      (await runRoute<InboxData>(loader, get(cookie, `?filter=${filter}`))).body?.conversations.map((row) => row.id);
    expect(await filtered("new")).toEqual([ids.newer, ids.older]);
    expect(await filtered("awaiting")).toEqual([ids.newer, ids.older]);
    expect(await filtered("quoted")).toEqual([ids.quoted]);
    expect(await filtered("booked")).toEqual([]);
    expect(await filtered("archived")).toEqual([ids.archived]);
    expect(await filtered("all", other.cookie)).toEqual([ids.theirs]);
  });

  it("treats an unknown filter as All and a malformed page as the first", async () => {
    const result = await runRoute<InboxData>(loader, get(vendor.cookie, "?filter=everything&page=-3"));
    expect(result.body).toMatchObject({ filter: "all", page: 1 });
    expect(result.body?.conversations.map((row) => row.id)).toEqual([ids.newer, ids.quoted, ids.older]);
    const beyond = await runRoute<InboxData>(loader, get(vendor.cookie, "?page=2"));
    expect(beyond.body).toMatchObject({ page: 2, conversations: [], hasNextPage: false });
  });
});
