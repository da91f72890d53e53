import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

// The spec's icon vocabulary (docs/product/public-area.md#categories); anything else falls back to a default icon.
const icons: Record<string, IconName> = {
  Palette: "palette",
  Hand: "hand",
  Scissors: "scissors",
  Camera: "camera",
  Video: "video",
  Music: "eighth-notes",
  Building: "building",
  ChefHat: "chef-hat",
  Sparkles: "sparkles",
  Shirt: "shirt",
  Cake: "cake",
  Diamond: "diamond",
};

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  return <Icon name={Object.hasOwn(icons, icon) ? icons[icon]! : "heart"} className={className} />;
}
