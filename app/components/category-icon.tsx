import {
  Building,
  Cake,
  Camera,
  ChefHat,
  Diamond,
  Hand,
  Heart,
  Music,
  Palette,
  Scissors,
  Shirt,
  Sparkles,
  Video,
  type LucideIcon,
} from "lucide-react";

// The spec's icon vocabulary (docs/product/public-area.md#categories); anything else falls back to a default icon.
const icons: Record<string, LucideIcon> = {
  Palette,
  Hand,
  Scissors,
  Camera,
  Video,
  Music,
  Building,
  ChefHat,
  Sparkles,
  Shirt,
  Cake,
  Diamond,
};

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = icons[icon] ?? Heart;
  return <Icon className={className} aria-hidden="true" />;
}
