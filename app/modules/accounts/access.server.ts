import { redirect } from "react-router";
import { ADMIN_ROLE, COUPLE_ROLE, getAuth, roleOf, VENDOR_ROLE, type Auth, type Role } from "~/modules/accounts/auth.server";
import { forwardResponseCookies } from "~/modules/http/response-cookies.server";

export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
};

/**
 * Where a signed-in user belongs: vendors to their portal, admins to the admin area
 * (docs/product/vendor-journey-and-portal.md#sign-in), couples to their planner (docs/product/couples-tools.md#couple-accounts).
 */
export function homeFor(role: Role): string {
  if (role === COUPLE_ROLE) return "/planner";
  return role === ADMIN_ROLE ? "/admin-dashboard" : "/vendor-dashboard";
}

/**
 * The user of the request's session cookie, or undefined when there is none, it has expired or was revoked.
 * Reading the session may renew it (sliding expiry: `updateAge` in auth.server.ts) or clear a dead one; the
 * Set-Cookie headers the auth library produces for that are queued for this request's response, whichever
 * route is answering (`forwardResponseCookies`; decision 011).
 * Input: a Fetch `Request` (its Cookie header) and optionally the auth instance (default: the process's).
 * Output: {@link SignedInUser} or undefined. Throws only when the database fails.
 */
export async function getSignedInUser(request: Request, auth: Auth = getAuth()): Promise<SignedInUser | undefined> {
  const { headers, response: result } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  forwardResponseCookies(headers);
  if (!result) return undefined;
  const { user } = result;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    // A couple is never read as a vendor: the vendor and admin guards admit their own role only (decision 081).
    role: roleOf(user.role),
    emailVerified: user.emailVerified,
  };
}

/**
 * Access helper for vendor pages (docs/ARCHITECTURE.md, convention 3). Input: the request.
 * Output: the signed-in vendor. Throws a redirect to /vendor-auth without a session (docs/product/vendor-journey-and-portal.md#sign-in, vendor dashboard),
 * and a 403 Response for a signed-in user who is not a vendor.
 */
export async function requireVendor(request: Request, auth?: Auth): Promise<SignedInUser> {
  const user = await getSignedInUser(request, auth);
  if (!user) throw redirect("/vendor-auth");
  if (user.role !== VENDOR_ROLE) throw new Response("This page is for vendors", { status: 403 });
  return user;
}

/**
 * Access helper for sign-in pages: a visitor who is already signed in is sent where they belong
 * (docs/product/vendor-journey-and-portal.md#sign-in: "An existing session redirects to /vendor-dashboard"). Input: the request.
 * Output: resolves for an anonymous visitor; throws a redirect otherwise.
 */
export async function requireAnonymous(request: Request, auth?: Auth): Promise<void> {
  const user = await getSignedInUser(request, auth);
  if (user) throw redirect(homeFor(user.role));
}
