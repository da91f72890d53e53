import { useState, type ComponentProps, type ReactNode } from "react";
import { Icon } from "~/components/icon";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

type FieldProps = ComponentProps<"input"> & { name: string; label: string; error?: string };

/**
 * Label above, error message below, the control between; the control links to the error through
 * aria-describedby. An `icon` goes before the label text.
 */
function FieldFrame({ id, label, icon, error, children }: { id: string; label: string; icon?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={icon ? "flex items-center gap-2 text-sm font-semibold text-ink" : "block text-sm font-semibold text-ink"}>
        {icon}
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

/** A password field with a show/hide toggle (docs/product/vendor-journey-and-portal.md#sign-in, docs/product/vendor-journey-and-portal.md#account-creation). */
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
          {visible ? <Icon name="eye-off" className="size-5" /> : <Icon name="eye" className="size-5" />}
        </button>
      </div>
    </FieldFrame>
  );
}

/** A labelled native select with its error message; the options are the children. */
export function SelectField({
  name,
  label,
  error,
  id = name,
  className,
  children,
  ...props
}: ComponentProps<"select"> & { name: string; label: string; error?: string }) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        className={cn("select-field", className)}
        {...errorAttributes(id, error)}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled multi-line text field with its error message. */
export function TextAreaField({
  name,
  label,
  error,
  id = name,
  className,
  ...props
}: ComponentProps<"textarea"> & { name: string; label: string; error?: string }) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        id={id}
        name={name}
        className={cn("textarea-field", className)}
        {...errorAttributes(id, error)}
        {...props}
      />
    </FieldFrame>
  );
}

/** A labelled file input (an icon before the label text) with its error message. */
export function FileField({ name, label, icon, error, id = name, className, ...props }: FieldProps & { icon?: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} icon={icon} error={error}>
      <input
        id={id}
        name={name}
        type="file"
        className={cn(
          "block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold file:text-brand-800",
          className,
        )}
        {...errorAttributes(id, error)}
        {...props}
      />
    </FieldFrame>
  );
}
