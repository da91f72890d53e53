import { LogOut } from "lucide-react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/vendor-dashboard";
import { Button } from "~/components/ui/button";
import { requireVendor } from "~/modules/accounts/access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { signOut } from "~/modules/accounts/sign-in.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// A placeholder until the vendor portal issue: it proves the session and offers sign-out (spec §2).

export function meta() {
  return [{ title: "Vendor Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  return { email: vendor.email };
}

export async function action({ request }: Route.ActionArgs) {
  // A foreign page must not be able to sign a vendor out (issue #8); the refusal reaches the error boundary.
  try {
    requireSameOrigin(request);
  } catch (error) {
    throwRouteError(error);
  }
  const headers = await signOut(getAuth(), request);
  // Spec §2: "Sign Out (returns to /)".
  return redirect("/", { headers });
}

export default function VendorDashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-800">Vendor Dashboard</h1>
          <p className="mt-2 text-muted">
            Signed in as <strong className="text-ink">{loaderData.email}</strong>
          </p>
        </div>
        <Form method="post">
          <Button type="submit" variant="outline">
            <LogOut aria-hidden="true" /> Sign Out
          </Button>
        </Form>
      </div>
      <p className="mt-8 rounded-2xl bg-white p-6 text-muted ring-1 ring-brand-100">
        Your listing, gallery and subscription will be managed here.
      </p>
    </section>
  );
}
