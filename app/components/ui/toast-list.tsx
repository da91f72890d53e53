import { Toast as RadixToast } from "radix-ui";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";
import type { ShownToast } from "~/components/ui/toast";

/**
 * The toasts themselves (Radix Toast), loaded by <Toaster> (toast.tsx) only once a page raises its first toast, so
 * pages that never show one do not download Radix Toast (first-load JavaScript, decision 039).
 */
export default function ToastList({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  return (
    <RadixToast.Provider swipeDirection="right" duration={5000}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type={toast.variant === "error" ? "foreground" : "background"}
          onOpenChange={(open) => (open ? undefined : onDismiss(toast.id))}
          className={cn(
            "relative flex items-start gap-3 rounded-xl border bg-white p-4 pr-10 text-sm shadow-lg",
            toast.variant === "error" ? "border-red-200 text-red-900" : "border-brand-100 text-ink",
          )}
          data-variant={toast.variant ?? "success"}
        >
          {toast.variant === "error" ? (
            <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0 text-red-700" />
          ) : (
            <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-green-700" />
          )}
          <div>
            <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
            {toast.description ? <RadixToast.Description className="mt-1">{toast.description}</RadixToast.Description> : null}
          </div>
          <RadixToast.Close aria-label="Dismiss" className="absolute right-3 top-3 rounded p-1 text-muted hover:text-ink">
            <Icon name="x" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
