import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { sessions } from "~/db/schema";
import { createAuth } from "~/modules/accounts/auth.server";
import { ADMIN_ACCESS_DENIED, ADMIN_IDLE_TIMEOUT_MS, ADMIN_SESSION_EXPIRED_LOCATION, requireAdmin } from "~/modules/accounts/admin-access.server";
import { createAdminAccount } from "../../../tests/support/admin-account";
import { createPaidAccount } from "../../../tests/support/paid-account";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { rejectionOf } from "../../../tests/support/rejections";

const PUBLIC_URL = "http://localhost:3000";
const request = (cookie?: string) => new Request(`${PUBLIC_URL}/admin-dashboard`, { headers: cookie ? { cookie } : {} });
const thrown = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as Response;

describeEachDatabase("requireAdmin", (getDb) => {
  const auth = () => createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });

  it("sends a visitor without a session to /admin and refuses a vendor with 403 and the spec's message", async () => {
    const anonymous = await thrown(requireAdmin(request(), { db: getDb(), auth: auth() }));
    expect(anonymous?.status).toBe(302);
    expect(anonymous?.headers.get("Location")).toBe("/admin");
    const vendor = await createPaidAccount(getDb(), auth(), { publicUrl: PUBLIC_URL });
    const refused = await thrown(requireAdmin(request(vendor.cookie), { db: getDb(), auth: auth() }));
    expect(refused?.status).toBe(403);
    expect(await refused?.text()).toBe(ADMIN_ACCESS_DENIED);
  });

  it("lets an admin in, records activity, and ends a session idle for 8 hours", async () => {
    const admin = await createAdminAccount(getDb(), auth());
    const start = new Date();
    expect(await requireAdmin(request(admin.cookie), { db: getDb(), auth: auth(), at: start })).toMatchObject({ id: admin.userId, email: admin.email });
    // Active 7 hours later: allowed, and the activity is written.
    const later = new Date(start.getTime() + 7 * 60 * 60 * 1000);
    await requireAdmin(request(admin.cookie), { db: getDb(), auth: auth(), at: later });
    const [session] = await getDb().select().from(sessions).where(eq(sessions.userId, admin.userId));
    expect(session?.updatedAt.getTime()).toBe(later.getTime());
    // Idle 8 hours after that: ended.
    const expired = await thrown(requireAdmin(request(admin.cookie), { db: getDb(), auth: auth(), at: new Date(later.getTime() + ADMIN_IDLE_TIMEOUT_MS) }));
    expect(expired?.headers.get("Location")).toBe(ADMIN_SESSION_EXPIRED_LOCATION);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, admin.userId))).toHaveLength(0);
  });
});
