import { ChevronUp } from "lucide-react";
import { Link } from "react-router";

/**
 * 'Show earlier messages': the page of messages before the first one shown (`?before=<id>`, the `olderBefore`
 * of the timeline's page); nothing when there are none.
 */
export function EarlierMessagesLink({ olderBefore }: { olderBefore: number | null }) {
  if (olderBefore === null) return null;
  return (
    <Link
      to={`?before=${olderBefore}`}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ChevronUp className="size-4" aria-hidden="true" /> Show earlier messages
    </Link>
  );
}
