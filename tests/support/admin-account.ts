import type { Database } from "~/db/client.server";
import { ADMIN_ROLE, type Auth } from "~/modules/accounts/auth.server";
import { uniqueNumber } from "./factories";
import { cookieHeader } from "./route-calls";

export const ADMIN_PASSWORD = "tamarind-and-saffron-ledger-31";

export type AdminAccount = { userId: string; email: string; cookie: string };

/**
 * A signed-in admin (role `admin`, docs/product/admin.md#access), made with better-auth's server API, with a session cookie.
 * `db` is unused today but keeps the factories' shape. Input: database, auth, `{ email? }` (default: unique).
 * Output: {@link AdminAccount}.
 */
export async function createAdminAccount(_db: Database, auth: Auth, options: { email?: string } = {}): Promise<AdminAccount> {
  const email = options.email ?? `admin-${uniqueNumber()}-${Date.now()}@example.test`;
  const { user } = await auth.api.createUser({
    body: { email, password: ADMIN_PASSWORD, name: "Admin", role: ADMIN_ROLE, data: { emailVerified: true } },
  });
  const { headers } = await auth.api.signInEmail({ body: { email, password: ADMIN_PASSWORD }, headers: new Headers(), returnHeaders: true });
  return { userId: user.id, email, cookie: cookieHeader(headers) };
}
