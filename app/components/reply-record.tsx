import { cn } from "~/lib/cn";
import { replyRateLabel, responseTimeLabel, type ResponseRecord } from "~/modules/response-times/response-time-rules";

/**
 * A vendor's reply record in one line (docs/product/couples-tools.md#response-times): 'Usually replies within 2
 * hours · Replies to 92% of enquiries within 48 hours'. Nothing below 5 counted enquiries (the record is then
 * absent); only the rate when half or more went unanswered (no usual time). Plain text and no icon, as a category
 * page repeats it on every card.
 */
export function ReplyRecord({ record, className }: { record: ResponseRecord | undefined; className?: string }) {
  const parts = [responseTimeLabel(record), replyRateLabel(record)].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return null;
  return (
    <p className={cn("text-muted", className ?? "text-sm")} data-testid="reply-record">
      {parts.join(" · ")}
    </p>
  );
}
