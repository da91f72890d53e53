import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { vendors } from "~/db/schema";
import { vendorDailyRollups, vendorMailPreferences } from "~/db/schema-insights";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { sendMonthlySummaries } from "~/modules/vendor-performance/monthly-summary.server";
import { setMonthlySummary } from "~/modules/vendor-performance/summary-preference.server";
import { monthlySummaryToken, vendorOfSummaryToken } from "~/modules/vendor-performance/summary-tokens.server";
import { summaryOfToken, unsubscribeByToken } from "~/modules/vendor-performance/summary-unsubscribe.server";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const PUBLIC_URL = "https://shaadi.example";
const SECRET = "a-test-secret-for-monthly-summary-links";
const FIRST = new Date("2026-12-01T06:00:00Z");

describeEachDatabase("the monthly summary", (getDb) => {
  let auth: Auth;
  let vendor: PortalVendor;
  let quiet: PortalVendor;
  let hidden: PortalVendor;
  let late: PortalVendor;
  const sent: MailMessage[] = [];
  const deps = () => ({ db: getDb(), sendMail: async (message: MailMessage) => void sent.push(message), publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: SECRET });
  const mailsTo = (email: string) => sent.filter((message) => message.to === email);

  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Mehndi by Zara" });
    quiet = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Quiet Studio" });
    hidden = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: false, name: "Hidden Studio" });
    late = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "New This Month" });
    // Listings live since October; the last one went live on the morning of the 1st and has no November to tell of.
    await getDb().update(vendors).set({ createdAt: new Date("2026-10-01T09:00:00Z") }).where(inArray(vendors.id, [vendor.vendorId, quiet.vendorId, hidden.vendorId]));
    await getDb().update(vendors).set({ createdAt: new Date("2026-12-01T01:00:00Z") }).where(eq(vendors.id, late.vendorId));
    await getDb().insert(vendorDailyRollups).values([
      { vendorId: vendor.vendorId, day: "2026-11-05", searchAppearances: 120, profileViews: 30, enquiries: 4, replied: 3, booked: 1, bookedValuePence: 80_000, replyMinutes: [20, 40, 60] },
      // December is not part of November's summary.
      { vendorId: vendor.vendorId, day: "2026-12-01", enquiries: 50 },
    ]);
  });

  it("mails last month's figures once to each active listing's owner, with the unsubscribe link and headers", async () => {
    const first = await sendMonthlySummaries(deps(), FIRST);
    expect(first.failed).toBe(0);
    const [mail] = mailsTo(vendor.email);
    expect(mailsTo(vendor.email)).toHaveLength(1);
    expect(mail!.template).toBe("monthly-summary");
    expect(mail!.subject).toBe("Your November 2026 on Shaadi Vendors UK: Mehndi by Zara");
    expect(mail!.text).toContain("Enquiries: 4");
    expect(mail!.text).toContain("Booked value: £800");
    expect(mail!.text).toContain("Median reply time: 40 minutes");
    const url = `${PUBLIC_URL}/unsubscribe/monthly-summary/${monthlySummaryToken(vendor.vendorId, SECRET)}`;
    expect(mail!.text).toContain(url);
    expect(mail!.headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mailsTo(quiet.email)[0]!.text).toContain("Enquiries: No enquiries yet in this period");
    expect(mailsTo(hidden.email)).toHaveLength(0);
    expect(mailsTo(late.email)).toHaveLength(0);
    const [stored] = await getDb().select().from(vendorMailPreferences).where(eq(vendorMailPreferences.vendorId, vendor.vendorId));
    expect(stored!.lastMonthlySummary).toBe("2026-12-01");

    const before = sent.length;
    expect(await sendMonthlySummaries(deps(), new Date("2026-12-15T06:00:00Z"))).toEqual({ sent: 0, failed: 0 });
    expect(sent.length).toBe(before);
  });

  it("sends nothing to a listing that turned it off, and again next month once turned back on", async () => {
    await setMonthlySummary(getDb(), quiet.vendorId, false, FIRST);
    const january = new Date("2027-01-01T06:00:00Z");
    await sendMonthlySummaries(deps(), january);
    expect(mailsTo(quiet.email)).toHaveLength(1);
    expect(mailsTo(vendor.email)).toHaveLength(2);
    await setMonthlySummary(getDb(), quiet.vendorId, true, january);
    await sendMonthlySummaries(deps(), new Date("2027-01-02T06:00:00Z"));
    expect(mailsTo(quiet.email)).toHaveLength(2);
  });

  it("gives the claim back when the mail fails, so the next sweep tries again", async () => {
    const february = new Date("2027-02-01T06:00:00Z");
    const failing = { ...deps(), sendMail: async () => Promise.reject(new Error("SMTP down")) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await sendMonthlySummaries(failing, february);
    expect(logged).toHaveBeenCalledWith(`The monthly summary of vendor ${vendor.vendorId} could not be mailed`, expect.any(Error));
    logged.mockRestore();
    expect(result.sent).toBe(0);
    expect(result.failed).toBeGreaterThan(0);
    await sendMonthlySummaries(deps(), february);
    expect(mailsTo(vendor.email)).toHaveLength(3);
  });

  it("turns the summary off by its token without sign-in, and refuses a token that was not made for that listing", async () => {
    const token = monthlySummaryToken(vendor.vendorId, SECRET);
    expect(vendorOfSummaryToken(token, SECRET)).toBe(vendor.vendorId);
    expect(vendorOfSummaryToken(token, "another-secret")).toBeUndefined();
    const forged = `${quiet.vendorId}.${token.split(".")[1]}`;
    expect(vendorOfSummaryToken(forged, SECRET)).toBeUndefined();
    expect((await refusal(summaryOfToken(getDb(), forged, SECRET))).code).toBe("not_found");
    expect((await refusal(summaryOfToken(getDb(), "nonsense", SECRET))).code).toBe("not_found");

    expect(await unsubscribeByToken(getDb(), token, new Date("2027-02-03T10:00:00Z"), SECRET)).toEqual({ listingName: "Mehndi by Zara" });
    const [stored] = await getDb().select().from(vendorMailPreferences).where(eq(vendorMailPreferences.vendorId, vendor.vendorId));
    expect(stored!.monthlySummaryOff).toEqual(new Date("2027-02-03T10:00:00Z"));
    await sendMonthlySummaries(deps(), new Date("2027-03-01T06:00:00Z"));
    expect(mailsTo(vendor.email)).toHaveLength(3);
    // A listing that no longer exists has no page either.
    await getDb().delete(vendors).where(eq(vendors.id, hidden.vendorId));
    expect((await refusal(summaryOfToken(getDb(), monthlySummaryToken(hidden.vendorId, SECRET), SECRET))).code).toBe("not_found");
  });
});
