import type { SVGProps } from "react";
import type { IconName } from "~/components/icon-names";
import { cn } from "~/lib/cn";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref"> & {
  name: IconName;
  /** Width and height in pixels, 24 by default; a size class (`size-4`) in `className` wins, as with lucide-react. */
  size?: number | string;
  /** What the icon says, for an icon that stands alone; without one the icon is hidden from assistive technology. */
  label?: string;
};

/** A prop that names the icon for assistive technology, as lucide-react counts them (aria-*, role, title). */
function isA11yProp(name: string): boolean {
  return name.startsWith("aria-") || name === "role" || name === "title";
}

/**
 * A lucide icon drawn from the site's SVG sprite (decision 076, third round): the same `<svg>` lucide-react renders,
 * attribute for attribute (view box, stroke, classes `lucide lucide-<name>`, hidden from assistive technology unless
 * labelled), holding a `<use>` of the sprite's symbol instead of the shapes, so no icon code reaches the browser.
 * The sprite's URL is content-hashed and cached for a year.
 */
export function Icon({ name, size = 24, label, className, ...rest }: IconProps) {
  const labelled = label !== undefined || Object.entries(rest).some(([prop, value]) => isA11yProp(prop) && value != null);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("lucide", `lucide-${name}`, className)}
      aria-hidden={labelled ? undefined : "true"}
      role={label === undefined ? undefined : "img"}
      aria-label={label}
      {...rest}
    >
      <use href={`${__ICON_SPRITE_URL__}#${name}`} />
    </svg>
  );
}
