import type { ComponentProps } from "react";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";

/** An error message announced to screen readers as soon as it appears (role="alert"). */
export function ErrorAlert({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="alert"
      className={cn("flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800", className)}
      {...props}
    >
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/**
 * A rejected form's own message ("Enquiry not sent: Too many enquiries…"), as an {@link ErrorAlert}; nothing when
 * the form was not rejected. The title, when the action gave one, leads the message.
 */
export function FormErrorAlert({ error, className }: { error: { title?: string; message: string } | undefined; className?: string }) {
  if (!error) return null;
  return (
    <ErrorAlert className={className}>
      {error.title ? `${error.title}: ` : null}
      {error.message}
    </ErrorAlert>
  );
}
