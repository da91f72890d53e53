import type { Route } from "./+types/api.auth";
import { handleAuthRequest } from "~/modules/accounts/auth-http.server";

// better-auth's own endpoints under /api/auth/* (sign-out, email verification, session, admin). Sign-up and
// password sign-in are not among them, and no answer carries a session token (auth-http.server.ts).

export function loader({ request }: Route.LoaderArgs) {
  return handleAuthRequest(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleAuthRequest(request);
}
