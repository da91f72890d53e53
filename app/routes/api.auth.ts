import type { Route } from "./+types/api.auth";
import { getAuth } from "~/modules/accounts/auth.server";

// better-auth's own endpoints under /api/auth/* (sign-up, sign-out, email verification, session, admin).
// Password sign-in is not among them: it goes through /vendor-auth and its limits (auth.server.ts).

export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
