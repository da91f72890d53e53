import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode, RefObject } from "react";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";

export const Sheet = Dialog.Root;
export const SheetClose = Dialog.Close;

/**
 * A panel that rises from the bottom of the screen over the page: a Radix Dialog, so it traps the focus, closes on
 * Escape or a tap outside, and is named by its `title`. Radix gives the focus back to its own trigger; a sheet opened
 * from a button of the page's own gives `returnFocus`, the element that takes the focus back when it closes.
 * `footer` stays at the bottom while the body scrolls; `closeLabel` names the close button ('Close filters').
 */
export function SheetContent({
  title,
  closeLabel,
  footer,
  returnFocus,
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof Dialog.Content>, "title"> & { title: string; closeLabel: string; footer?: ReactNode; returnFocus?: RefObject<HTMLElement | null> }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
        className={cn("fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-3xl bg-cream shadow-2xl outline-none", className)}
        {...props}
      >
        <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
          <Dialog.Title className="text-lg font-bold text-brand-800">{title}</Dialog.Title>
          <Dialog.Close className="grid size-10 place-items-center rounded-full hover:bg-brand-50" aria-label={closeLabel}>
            <Icon name="x" className="size-5" />
          </Dialog.Close>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        {footer ? <div className="border-t border-brand-100 px-4 py-3">{footer}</div> : null}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
