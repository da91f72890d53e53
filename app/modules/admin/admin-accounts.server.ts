import { APIError } from "better-auth/api";
import { count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { ADMIN_ROLE, type Auth } from "~/modules/accounts/auth.server";
import { newPasswordProblem } from "~/modules/accounts/common-passwords.server";
import { PASSWORD_MESSAGES } from "~/modules/accounts/password-policy";
import { signInWithPassword, signOut } from "~/modules/accounts/sign-in.server";
import { ADMIN_SETUP_MESSAGES, type AdminSetupForm } from "~/modules/admin/admin-forms";
import { recordAudit } from "~/modules/audit/audit-log.server";
import { AppError } from "~/modules/errors/app-error";

/** Whether any account has the admin role (first-run setup is offered only while none has). Input: database. */
export async function adminExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ admins: count() }).from(users).where(eq(users.role, ADMIN_ROLE));
  return (row?.admins ?? 0) > 0;
}

/**
 * Creates an admin account (docs/product/admin.md#access: `npm run admin:create`, and first-run setup): email verified, role
 * `admin`, the password under the vendors' policy (decision 006). Input: database (for the audit entry), auth,
 * `{ email, password }`, and how it was made: first-run `setup` or the `command-line` (the new admin is then
 * recorded as its own creator). Output: the new user's id.
 * Throws AppError `invalid` (field `password`) for a password the policy refuses, `conflict` when the email
 * already has an account.
 */
export async function createAdminUser(
  db: Database,
  auth: Auth,
  input: { email: string; password: string },
  via: "setup" | "command-line",
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const problem = await newPasswordProblem(input.password, email);
  if (problem) {
    throw new AppError("invalid", PASSWORD_MESSAGES[problem].message, { fieldErrors: { password: PASSWORD_MESSAGES[problem].message } });
  }
  try {
    const { user } = await auth.api.createUser({
      body: { email, password: input.password, name: email.split("@")[0]!, role: ADMIN_ROLE, data: { emailVerified: true } },
    });
    await recordAudit(db, { id: user.id, email }, {
      action: via === "setup" ? "admin.create-first" : "admin.create-cli",
      entityType: "admin",
      entityId: user.id,
      after: { email, role: ADMIN_ROLE },
    });
    return user.id;
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      throw new AppError("conflict", ADMIN_SETUP_MESSAGES.emailTaken, { fieldErrors: { email: ADMIN_SETUP_MESSAGES.emailTaken }, cause: error });
    }
    throw error;
  }
}

/**
 * First-run setup at /admin (docs/product/admin.md#access): while no admin exists, creates the first one from the form and signs
 * it in. Input: database, auth, the checked form ({@link AdminSetupForm}), the client address and request
 * headers. Output: the headers to forward (the new session cookie).
 * Throws AppError `forbidden` once an admin exists (the page no longer offers setup; this is the server's
 * refusal), and the errors of {@link createAdminUser}.
 */
export async function setUpFirstAdmin(
  db: Database,
  auth: Auth,
  form: AdminSetupForm,
  client: { ip: string; headers: Headers },
): Promise<Headers> {
  if (await adminExists(db)) throw new AppError("forbidden", ADMIN_SETUP_MESSAGES.alreadySetUp);
  await createAdminUser(db, auth, form, "setup");
  const signedIn = await signInWithPassword(db, auth, { email: form.email, password: form.password, ip: client.ip, headers: client.headers });
  return signedIn.headers;
}

/**
 * Admin sign-in at /admin (docs/product/admin.md#access): the password is checked on the server under the vendor
 * sign-in's throttling (decision 013); an account that is not an admin gets no session and 'Access denied. Admin
 * credentials required.' Input: database, auth, `{ email, password, ip, headers }`. Output: headers to forward.
 * Throws AppError `unauthorized` (wrong email or password), `rate_limited`, `forbidden` (not an admin).
 */
export async function signInAdmin(
  db: Database,
  auth: Auth,
  attempt: { email: string; password: string; ip: string; headers: Headers },
): Promise<Headers> {
  const signedIn = await signInWithPassword(db, auth, attempt);
  if (signedIn.role === ADMIN_ROLE) return signedIn.headers;
  // The password was right but the account is not an admin: end the session just made, keep any other.
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  await signOut(auth, new Request("http://localhost/", { headers: { cookie } }));
  throw new AppError("forbidden", ADMIN_ACCESS_DENIED);
}
