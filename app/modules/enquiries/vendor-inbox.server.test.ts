import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { changeEnquiryStatus, listInboxEnquiries, openInboxEnquiry } from "~/modules/enquiries/vendor-inbox.server";
import { AppError } from "~/modules/errors/app-error";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const PUBLIC_URL = "https://shaadi.example";
const HOUR = 3_600_000;
const RECEIVED = new Date("2026-06-01T09:00:00Z");

describeEachDatabase("the vendor's enquiries inbox", (getDb) => {
  let auth: Auth;
  let owner: PortalVendor;
  let other: PortalVendor;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    owner = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Mehndi by Zara" });
    other = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Other Vendor" });
  });

  /** Stores an enquiry as the public form would, received `hoursLater` after {@link RECEIVED}. */
  async function addEnquiry(vendorId: number, fields: Partial<typeof enquiries.$inferInsert> = {}, hoursLater = 0) {
    const [row] = await getDb()
      .insert(enquiries)
      .values({
        vendorId,
        coupleName: "Amira Khan",
        coupleEmail: "amira@example.test",
        couplePhone: "07700 900123",
        eventDate: "2026-09-12",
        eventType: "Walima",
        guestCount: 250,
        message: "Salaam!\nAre you free for our walima?",
        createdAt: new Date(RECEIVED.getTime() + hoursLater * HOUR),
        ...fields,
      })
      .returning();
    return row!;
  }
  const stored = async (id: number) => (await getDb().select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
  it("lists the account's own enquiries newest first, split into inbox and archive, with unread ones flagged", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const oldest = await addEnquiry(vendor.vendorId, { coupleName: "First Couple", message: `${"word ".repeat(60)}\n\nend` }, 0);
    const replied = await addEnquiry(vendor.vendorId, { coupleName: "Second Couple", status: "replied", readAt: RECEIVED }, 1);
    const archived = await addEnquiry(vendor.vendorId, { coupleName: "Archived Couple", status: "archived", archivedAt: RECEIVED }, 2);
    const newest = await addEnquiry(vendor.vendorId, { coupleName: "Newest Couple", eventType: "Mehndi", eventDate: "2027-03-20", guestCount: 80 }, 3);
    await addEnquiry(other.vendorId, { coupleName: "Someone Else's Couple" }, 4);

    const inbox = await listInboxEnquiries(getDb(), vendor.userId, "inbox");
    expect(inbox.map((row) => [row.id, row.status, row.unread])).toEqual([
      [newest.id, "new", true],
      [replied.id, "replied", false],
      [oldest.id, "new", true],
    ]);
    expect(inbox[0]).toEqual({
      id: newest.id,
      coupleName: "Newest Couple",
      eventType: "Mehndi",
      eventDate: "2027-03-20",
      guestCount: 80,
      status: "new",
      unread: true,
      createdAt: new Date(RECEIVED.getTime() + 3 * HOUR),
      excerpt: "Salaam! Are you free for our walima?",
    });
    // The excerpt is one line, cut at a word with an ellipsis.
    const excerpt = inbox[2]!.excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(excerpt).toMatch(/^(word ){20,}word…$/);

    expect((await listInboxEnquiries(getDb(), vendor.userId, "archived")).map((row) => [row.id, row.unread])).toEqual([[archived.id, false]]);
  });

  it("lists nothing for an account without a listing", async () => {
    const { user } = await auth.api.createUser({ body: { email: "no-listing-inbox@example.test", password: "saffron-lanterns-2026", name: "No listing" } });
    expect(await listInboxEnquiries(getDb(), user.id, "inbox")).toEqual([]);
  });

  it("opens an enquiry with every detail, setting read_at the first time only, so the unread count drops", async () => {
    const enquiry = await addEnquiry(owner.vendorId, { couplePhone: null, message: "Line one\nLine two" });
    const unreadIds = async () => (await listInboxEnquiries(getDb(), owner.userId, "inbox")).filter((row) => row.unread).map((row) => row.id);
    expect(await unreadIds()).toEqual([enquiry.id]);

    const firstAt = new Date("2026-06-02T10:00:00Z");
    const first = await openInboxEnquiry(getDb(), owner.userId, enquiry.id, firstAt);
    expect(first).toEqual({
      firstOpened: true,
      enquiry: {
        id: enquiry.id,
        coupleName: "Amira Khan",
        coupleEmail: "amira@example.test",
        couplePhone: null,
        eventType: "Walima",
        eventDate: "2026-09-12",
        guestCount: 250,
        message: "Line one\nLine two",
        status: "new",
        unread: false,
        createdAt: RECEIVED,
        readAt: firstAt,
        repliedAt: null,
        archivedAt: null,
        listingName: "Mehndi by Zara",
      },
    });
    expect(await unreadIds()).toEqual([]);

    const again = await openInboxEnquiry(getDb(), owner.userId, enquiry.id, new Date("2026-06-03T10:00:00Z"));
    expect(again.firstOpened).toBe(false);
    expect(again.enquiry.readAt).toEqual(firstAt);
    expect((await stored(enquiry.id)).readAt).toEqual(firstAt);
  });

  it("answers not_found to another vendor's enquiry or an unknown id, and leaves it unread", async () => {
    const theirs = await addEnquiry(other.vendorId);
    for (const id of [theirs.id, 999_999]) {
      const error = await refusal(openInboxEnquiry(getDb(), owner.userId, id));
      expect(error).toBeInstanceOf(AppError);
      expect(error?.code).toBe("not_found");
    }
    expect(await stored(theirs.id)).toEqual(theirs);
  });

  it("marks replied, archives and moves back to the inbox, recording when", async () => {
    const enquiry = await addEnquiry(owner.vendorId);
    const repliedAt = new Date("2026-06-04T08:00:00Z");
    expect(await changeEnquiryStatus(getDb(), owner.userId, enquiry.id, "replied", repliedAt)).toEqual({ id: enquiry.id, status: "replied" });
    // Replying without opening it first still takes it out of the unread count.
    expect(await stored(enquiry.id)).toMatchObject({ status: "replied", repliedAt, readAt: repliedAt, archivedAt: null });

    const archivedAt = new Date("2026-06-05T08:00:00Z");
    expect(await changeEnquiryStatus(getDb(), owner.userId, enquiry.id, "archived", archivedAt)).toEqual({ id: enquiry.id, status: "archived" });
    expect(await stored(enquiry.id)).toMatchObject({ status: "archived", repliedAt, archivedAt });
    expect((await listInboxEnquiries(getDb(), owner.userId, "archived")).map((row) => row.id)).toContain(enquiry.id);
    expect((await listInboxEnquiries(getDb(), owner.userId, "inbox")).map((row) => row.id)).not.toContain(enquiry.id);

    // Back in the inbox it is replied again, since it was answered.
    expect(await changeEnquiryStatus(getDb(), owner.userId, enquiry.id, "inbox")).toEqual({ id: enquiry.id, status: "replied" });
    expect(await stored(enquiry.id)).toMatchObject({ status: "replied", repliedAt, archivedAt: null });
  });

  it("moves a never-answered enquiry back to the inbox as new", async () => {
    const enquiry = await addEnquiry(owner.vendorId);
    await changeEnquiryStatus(getDb(), owner.userId, enquiry.id, "archived");
    expect(await changeEnquiryStatus(getDb(), owner.userId, enquiry.id, "inbox")).toEqual({ id: enquiry.id, status: "new" });
    expect(await stored(enquiry.id)).toMatchObject({ status: "new", repliedAt: null, archivedAt: null });
  });

  it("changes nothing of another vendor's enquiry and answers not_found", async () => {
    const theirs = await addEnquiry(other.vendorId);
    for (const change of ["replied", "archived", "inbox"] as const) {
      for (const id of [theirs.id, 999_999]) {
        const error = await refusal(changeEnquiryStatus(getDb(), owner.userId, id, change));
        expect(error?.code).toBe("not_found");
      }
    }
    expect(await stored(theirs.id)).toEqual(theirs);
  });
});
