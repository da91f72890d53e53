import { Link } from "react-router";
import { FormCard } from "~/components/form-card";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";

// The confirmation after a couple deleted their account (docs/product/couples-tools.md#delete-account): it reads no
// session and names no one, so it shows the same to anyone.

export function meta() {
  return [{ title: "Your account is deleted | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export default function PlannerAccountDeletedPage() {
  return (
    <FormCard icon={<Icon name="check" className="size-6" />} title="Your account is deleted" subtitle="You are signed out.">
      <div role="status" className="space-y-4">
        <p>Your account, your planner and your shortlist are deleted, and vendors no longer see your name, email or messages.</p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/">Back to the home page</Link>
        </Button>
      </div>
    </FormCard>
  );
}
