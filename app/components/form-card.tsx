import type { ReactNode } from "react";

/** The narrow card that holds a sign-in or sign-up form: an icon, a title, a subtitle, then the form. */
export function FormCard({
  icon,
  title,
  subtitle,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-12 md:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 md:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            {icon}
          </span>
          <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
          <p className="mt-2 text-muted">{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
