import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";

// The one toast system (the notices of docs/product/vendor-journey-and-portal.md#portal): Radix Toast, announced to screen readers. Pages raise a toast with
// `showToast` or, for the result of an action, `useActionToast`; the <Toaster> in the root layout shows them. Radix
// Toast is loaded with the first toast (toast-list.tsx): most visits never raise one (decision 039).

export type ToastMessage = {
  title: string;
  description?: string;
  /** "error" is the spec's destructive toast. */
  variant?: "success" | "error";
};

export type ShownToast = ToastMessage & { id: number };

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

const ToastList = lazy(() => import("~/components/ui/toast-list"));

/**
 * The toast area, mounted once in the root layout. It renders nothing until the first toast; from then on the
 * Radix list stays mounted, so later toasts and closing animations behave as if it had always been there.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => EMPTY,
  );
  const [loaded, setLoaded] = useState(false);
  if (toasts.length > 0 && !loaded) setLoaded(true);
  if (!loaded && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} onDismiss={dismiss} />
    </Suspense>
  );
}
