import { CheckCircle2, AlertCircle, X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";

// The one toast system (spec §6 "toasts"): Radix Toast, announced to screen readers. Pages raise a toast with
// `showToast` or, for the result of an action, `useActionToast`; the <Toaster> in the root layout shows them.

export type ToastMessage = {
  title: string;
  description?: string;
  /** "error" is the spec's destructive toast. */
  variant?: "success" | "error";
};

type ShownToast = ToastMessage & { id: number };

let shown: ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const EMPTY: ShownToast[] = [];

/** Shows a toast (browser only; on the server it does nothing). Input: {@link ToastMessage}. */
export function showToast(message: ToastMessage): void {
  shown = [...shown, { ...message, id: nextId++ }].slice(-3);
  emit();
}

function dismiss(id: number) {
  shown = shown.filter((toast) => toast.id !== id);
  emit();
}

/**
 * Shows `message` once each time a new value arrives (e.g. an action's or a fetcher's `toast`), so the same
 * result is not announced again on a re-render. Input: the toast from the latest data, or undefined.
 */
export function useActionToast(message: ToastMessage | undefined | null): void {
  const last = useRef<ToastMessage | undefined | null>(undefined);
  useEffect(() => {
    if (message && message !== last.current) showToast(message);
    last.current = message;
  }, [message]);
}

/** The toast area, mounted once in the root layout. */
export function Toaster() {
  const toasts = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => EMPTY,
  );
  return (
    <RadixToast.Provider swipeDirection="right" duration={5000}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type={toast.variant === "error" ? "foreground" : "background"}
          onOpenChange={(open) => (open ? undefined : dismiss(toast.id))}
          className={cn(
            "relative flex items-start gap-3 rounded-xl border bg-white p-4 pr-10 text-sm shadow-lg",
            toast.variant === "error" ? "border-red-200 text-red-900" : "border-brand-100 text-ink",
          )}
          data-variant={toast.variant ?? "success"}
        >
          {toast.variant === "error" ? (
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          )}
          <div>
            <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
            {toast.description ? <RadixToast.Description className="mt-1">{toast.description}</RadixToast.Description> : null}
          </div>
          <RadixToast.Close aria-label="Dismiss" className="absolute right-3 top-3 rounded p-1 text-muted hover:text-ink">
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
