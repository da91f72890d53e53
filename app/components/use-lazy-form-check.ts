import { useRef, type FormEvent } from "react";

/** A form's browser-side rules: field name → first message, or null when the form may be sent. */
export type FormCheck = (form: FormData) => Record<string, string> | null;

/** Used when the rules could not be loaded (e.g. the network dropped): the server's check still applies. */
const SERVER_ONLY: FormCheck = () => null;

/**
 * Instant feedback from a form's rules without their code (zod, about 25 KB gzip) in the page's first load (first-load
 * JavaScript, decision 039). `load` imports the rules on the first focus or press inside the form,
 * so they are there by the time it is sent; a submit that comes first waits for them, then sends the form again
 * through the same button, which now runs the check. `onChecked` gets the messages, or undefined when the form
 * passed. Spread the result on the `<Form>`: `onFocus`, `onPointerDown`, `onSubmit`.
 */
export function useLazyFormCheck(load: () => Promise<FormCheck>, onChecked: (errors: Record<string, string> | undefined) => void) {
  const check = useRef<FormCheck | null>(null);
  const loading = useRef<Promise<FormCheck> | null>(null);
  const preload = () => {
    loading.current ??= load()
      .catch(() => SERVER_ONLY)
      .then((loaded) => (check.current = loaded));
    return loading.current;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (!check.current) {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void preload().then(() => form.requestSubmit(submitter));
      return;
    }
    const errors = check.current(new FormData(form));
    onChecked(errors ?? undefined);
    if (errors) event.preventDefault();
  };
  return { onFocus: preload, onPointerDown: preload, onSubmit };
}
