/**
 * Icons that content may name. Content files refer to icons by these names; the schema rejects any other name at
 * build time, so a typo cannot ship a blank box. Each is drawn in the site's sprites (`src/assets/icons.svg`,
 * written by `npm run icons` from lucide's drawings, scripts/lib/lucide-icons.ts).
 */
export const iconNames = [
  "award",
  "brain-circuit",
  "building",
  "chart-line",
  "clock",
  "cloud-upload",
  "code",
  "compass",
  "factory",
  "gauge",
  "graduation-cap",
  "hand-heart",
  "handshake",
  "heart-pulse",
  "house",
  "landmark",
  "layers",
  "lightbulb",
  "mail",
  "map-pin",
  "palette",
  "phone",
  "plane",
  "plug",
  "rocket",
  "scale",
  "shield-check",
  "shopping-cart",
  "smartphone",
  "sparkles",
  "store",
  "target",
  "trophy",
  "truck",
  "users",
  "utensils",
  "bug-off",
  "globe",
] as const;

export type IconName = (typeof iconNames)[number];

/** What an icon shows, where its drawing's name does not read as words in a sentence. */
const iconWordings: Partial<Record<IconName, string>> = {
  "brain-circuit": "brain with circuits",
  "bug-off": "crossed-out bug",
  "chart-line": "line chart",
  "hand-heart": "hand holding a heart",
  "heart-pulse": "heart with a pulse line",
  scale: "balance scale",
  "shield-check": "shield with a check mark",
  users: "group of people",
  utensils: "fork and knife",
};

/**
 * What an icon shows, in words: `graduation-cap` is "graduation cap", `bug-off` a "crossed-out bug". The admin
 * lists the icons by these words, and a drawn picture's description names its icon by them.
 */
export const iconWords = (name: IconName): string => iconWordings[name] ?? name.replaceAll("-", " ");

/** Icons the interface itself draws, beside the ones content may name. */
export const interfaceIconNames = [
  "arrow-left",
  "arrow-right",
  "check",
  "chevron-down",
  "circle-alert",
  "circle-check",
  "menu",
  "newspaper",
  "quote",
  "rss",
  "search",
  "send",
  "star",
  "x",
] as const;

/** Every icon in the site's sprite. */
export const spriteIconNames = [...iconNames, ...interfaceIconNames];

export type SpriteIconName = (typeof spriteIconNames)[number];
