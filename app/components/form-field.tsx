import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { Input } from "~/components/ui/input";

type FieldProps = ComponentProps<"input"> & { name: string; label: string; error?: string };

/** Label above, error message below, the control between; the control links to the error through aria-describedby. */
function FieldFrame({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function errorAttributes(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

/** A labelled input with its error message, linked through aria-describedby. */
export function FormField({ name, label, error, id = name, ...props }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <Input id={id} name={name} {...errorAttributes(id, error)} {...props} />
    </FieldFrame>
  );
}

/** A password field with a show/hide toggle (spec §2: vendor sign-in and account creation). */
export function PasswordField({ name, label, error, id = name, ...props }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="relative">
        <Input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          className="pr-12"
          {...errorAttributes(id, error)}
          {...props}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-brand-700"
          aria-label={visible ? "Hide password" : "Show password"}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}
