import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { admin, magicLink } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { getConfig, type AppConfig } from "~/config.server";
import { getDatabase, type Database } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/modules/http/client-ip.server";
import type { MailSender } from "~/modules/mail/mail-message";
import { sendMail } from "~/modules/mail/send-mail.server";
import { logError, logWarning } from "~/modules/logging/logger.server";
import { coupleSignInMessage, verifyEmailMessage } from "~/modules/mail/templates";
import { markListingsVerified } from "~/modules/vendors/owned-listings.server";
import { AUTH_COOKIE_PREFIX } from "~/modules/accounts/auth-cookies";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";
import { newPasswordProblem } from "~/modules/accounts/common-passwords.server";
import { hashPassword, verifyPassword } from "~/modules/accounts/password-hash.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "~/modules/accounts/password-policy";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { provenAccountSignIn } from "~/modules/accounts/proven-account-sign-in.server";

export const VENDOR_ROLE = "vendor";
export const ADMIN_ROLE = "admin";
/** A couple planning their wedding: an account made by its first emailed sign-in link, never a password (decision 081). */
export const COUPLE_ROLE = "couple";
export type Role = typeof VENDOR_ROLE | typeof ADMIN_ROLE | typeof COUPLE_ROLE;

/** The role of a user row's `role` text: `admin` and `couple` as they are, anything else `vendor` (the default). */
export function roleOf(role: string | null | undefined): Role {
  if (role === ADMIN_ROLE || role === COUPLE_ROLE) return role;
  return VENDOR_ROLE;
}

/** How long a couple's emailed sign-in link works: 15 minutes, once (docs/product/couples-tools.md#couple-accounts). */
export const COUPLE_SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

/**
 * The page a couple's emailed sign-in link opens, with `?token=`; its button signs them in (decision 081: a mail
 * scanner that opens the link spends nothing).
 */
export const COUPLE_SIGN_IN_PATH = "/planner/sign-in";

/**
 * A page of the planner a sign-in link may lead back to (`?next=`), e.g. /planner/account-deletion; anything else
 * (another site, `//host`, a query) is undefined and the link leads to /planner. Input: the value as received.
 */
export function plannerReturnPath(value: string | null | undefined): string | undefined {
  return value && /^\/planner(\/[a-z-]+)+$/.test(value) ? value : undefined;
}

// The magic-link plugin's endpoint that turns a link's token into a session: the one door of couple sessions.
const COUPLE_SIGN_IN_ENDPOINT = "/magic-link/verify";

/** How long an email verification link works: 24 hours (docs/product/vendor-journey-and-portal.md#email-verification). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

// Endpoints whose body carries a new password, and the field holding it: the whole password policy
// (length, the account's email, the common list, the strength estimate) applies to each, whoever calls it.
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/set-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

export type AuthOptions = {
  config: Pick<AppConfig, "publicUrl" | "logLevel" | "authSecret" | "dataDir" | "supportEmail">;
  sendMail: MailSender;
};

/**
 * Refuses a session opened through the wrong door (decision 081): a couple's only through their emailed link, and
 * a link never opens a vendor's or an admin's account. A couple's account has no password, so the vendors' sign-in
 * already fails with 'Invalid email or password'; the same answer here covers one given a password some other way.
 */
async function checkSessionDoor(db: Database, userId: string, ctx: { path?: string; context: PasswordHookContext["context"] } | null): Promise<void> {
  // Inside an endpoint its adapter sees a user created by the same request; outside one, no path is known, so only
  // the role is read and a couple is refused.
  const user = ctx
    ? ((await ctx.context.internalAdapter.findUserById(userId)) as { role?: string } | null)
    : (await db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0];
  const isCouple = roleOf(user?.role) === COUPLE_ROLE;
  const viaLink = ctx?.path === COUPLE_SIGN_IN_ENDPOINT;
  if (isCouple !== viaLink) throw new APIError("UNAUTHORIZED", { message: "Invalid email or password" });
}

/** The hook context, as far as the password policy needs it. */
type PasswordHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The email of the account whose password an endpoint sets, so the policy can refuse a password containing
 * it: from the body (sign-up, admin create), the target user (admin set-password), the reset token's user,
 * or the signed-in user (change, set). Undefined when none is known; the rest of the policy still applies.
 */
async function emailOfPasswordOwner(ctx: PasswordHookContext): Promise<string | undefined> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (typeof body.email === "string") return body.email;
  const adapter = ctx.context.internalAdapter;
  let userId = typeof body.userId === "string" ? body.userId : undefined;
  if (!userId && ctx.path === "/reset-password" && typeof body.token === "string") {
    userId = (await adapter.findVerificationValue(`reset-password:${body.token}`))?.value;
  }
  if (userId) return (await adapter.findUserById(userId))?.email;
  const session = await getSessionFromCtx(ctx).catch(() => null);
  return session?.user.email;
}

/**
 * Creates the better-auth instance over `db` (docs/product/vendor-journey-and-portal.md#account-creation; decision 007).
 * - Email + password; sign-in does not require a verified email yet (verification arrives with onboarding), but
 *   verification links can be sent (valid 24 h) through the mail port.
 * - Roles `vendor` (default) and `admin` through the admin plugin.
 * - Sessions in the database, a new session token at every sign-in; cookies HttpOnly, SameSite=Lax, and Secure
 *   when PUBLIC_URL is https.
 * - Passwords hashed with scrypt at OWASP's parameters (password-hash.server.ts); new passwords must pass the
 *   policy (8–128 characters, not containing the email, not common, zxcvbn score ≥ 2), checked in a hook so
 *   every endpoint that sets one is covered.
 * - better-auth's own limiter counts in `rate_limits` (shared with our limiter, survives restarts).
 * - Its HTTP sign-up and sign-in endpoints are disabled (`disabledPaths` applies to HTTP requests only; our
 *   own `auth.api.*` calls still work): accounts are made only from a paid checkout after the mailbox is
 *   proven (docs/decisions/012-accounts-only-through-paid-checkout.md), and password sign-in goes through
 *   /vendor-auth and its throttling (docs/decisions/013-sign-in-throttling-without-lockout.md).
 * - `auth.api.signInProvenAccount` (server only) opens a session for an account whose mailbox was just proven.
 * - Couples sign in by an emailed link (magic-link plugin, decision 081): `auth.api.signInMagicLink` mails a
 *   single-use link valid 15 minutes (only its SHA-256 is stored) to {@link COUPLE_SIGN_IN_PATH}, and
 *   `auth.api.magicLinkVerify` spends it, creating a `couple` account on the first one. Both are closed over HTTP:
 *   app/modules/couples applies the limits and the same answer for every address. A couple session is opened only
 *   there, and a link opens no other role's session (`checkSessionDoor`).
 * Input: the database and {@link AuthOptions}. Output: the instance (`api`, `handler`).
 */
export function createAuth(db: Database, options: AuthOptions) {
  const { config } = options;
  return betterAuth({
    appName: "Shaadi Vendors UK",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(config),
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      // Length is counted in code points by our policy; better-auth counts UTF-16 units, so its bounds are
      // set wide enough never to contradict ours (the hook below applies the real rule).
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH * 4,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: {
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendOnSignUp: false,
      sendVerificationEmail: async ({ user, url }) => {
        await options.sendMail(verifyEmailMessage({ to: user.email, url, supportEmail: config.supportEmail }));
      },
      // The link also verifies the account's listing (docs/product/vendor-journey-and-portal.md#email-verification: email_verified false → true by the link).
      afterEmailVerification: async (user) => {
        await markListingsVerified(db, user.id);
      },
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    plugins: [
      admin({
        defaultRole: VENDOR_ROLE,
        adminRoles: [ADMIN_ROLE],
        roles: { [VENDOR_ROLE]: userAc, [ADMIN_ROLE]: adminAc, [COUPLE_ROLE]: userAc },
      }),
      provenAccountSignIn(),
      magicLink({
        expiresIn: COUPLE_SIGN_IN_LINK_TTL_SECONDS,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token, url: verifyUrl }) => {
          const url = new URL(`${config.publicUrl}${COUPLE_SIGN_IN_PATH}`);
          url.searchParams.set("token", token);
          // The page that asked for the link (its `callbackURL`), so a fresh sign-in leads back there.
          const next = plannerReturnPath(new URL(verifyUrl).searchParams.get("callbackURL"));
          if (next) url.searchParams.set("next", next);
          await options.sendMail(coupleSignInMessage({ to: email, url: url.toString(), supportEmail: config.supportEmail }));
        },
      }),
    ],
    databaseHooks: {
      // An account made by an emailed link is a couple's; every other account keeps the admin plugin's default.
      user: {
        create: {
          before: async (user, ctx) => (ctx?.path === COUPLE_SIGN_IN_ENDPOINT ? { data: { ...user, role: COUPLE_ROLE } } : undefined),
        },
      },
      session: { create: { before: async (session, ctx) => checkSessionDoor(db, session.userId, ctx) } },
    },
    disabledPaths: ["/sign-up/email", "/sign-in/email", "/sign-in/magic-link", COUPLE_SIGN_IN_ENDPOINT],
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        "/send-verification-email": { window: 15 * 60, max: 3 },
      },
      customStorage: {
        consume: async (key, rule) => {
          const decision = await consumeRateLimit(db, `auth:${key}`, { windowMs: rule.window * 1000, max: rule.max });
          return { allowed: decision.allowed, retryAfter: decision.allowed ? null : decision.retryAfterSeconds };
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const password: unknown = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof password !== "string") return;
        const problem = await newPasswordProblem(password, await emailOfPasswordOwner(ctx));
        if (problem) {
          throw new APIError("BAD_REQUEST", { code: `PASSWORD_${problem.toUpperCase()}`, message: PASSWORD_MESSAGES[problem].message });
        }
      }),
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Its lines go through the app's JSON logger (decision 048); of their extra arguments only an error is kept,
    // since others can be the user or the request body.
    logger: {
      disabled: config.logLevel === "silent",
      level: "error",
      log: (level, message, ...args) => {
        const error = args.find((arg) => arg instanceof Error);
        if (level === "error") logError(`Authentication: ${message}`, error);
        else logWarning(`Authentication: ${message}`, error);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Database, Auth>();

/**
 * The better-auth instance of the process-wide database (created on first use, one per database object, so
 * tests that swap the database get their own). Throws like {@link getDatabase} before start-up.
 */
export function getAuth(): Auth {
  const db = getDatabase();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db, { config: getConfig(), sendMail });
    instances.set(db, auth);
  }
  return auth;
}
