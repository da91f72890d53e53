import { Link } from "react-router";
import { Icon } from "~/components/icon";

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
      <Icon name="chevron-up" className="size-4" /> Show earlier messages
    </Link>
  );
}
