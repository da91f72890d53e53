/** The icon sprite's URL ("/assets/icons-<hash>.svg"), set at build time by scripts/icon-sprite.ts (decision 076). */
declare const __ICON_SPRITE_URL__: string;
