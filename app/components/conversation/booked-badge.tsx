import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";

/** 'Booked', shown on both sides once a conversation has a booking (docs/product/couples-tools.md#quotes-and-bookings). */
export function BookedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="gold" className={cn("gap-1", className)} data-testid="booked-badge">
      <Icon name="calendar-check" className="size-3" /> Booked
    </Badge>
  );
}
