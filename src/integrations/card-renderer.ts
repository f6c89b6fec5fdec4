import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import { SOCIAL_IMAGE } from "../lib/pictures/social-image-size.ts";
import { truncate } from "../lib/text/truncate.ts";

export type SocialCard = {
  /** The page's own title, as in its `og:title`. */
  title: string;
  /** The part of the site the page belongs to, e.g. "Services"; omitted for top-level pages. */
  section?: string | undefined;
  brand: string;
  /** Host name printed in the corner, e.g. `www.bighornsoftware.example`. */
  host: string;
  /** The brand mark as SVG source (the favicon), so the card and the browser tab show the same logo. */
  logoSvg: string;
  /** The page's own photograph as a 1200x630 JPEG data URL, under a shade that keeps the words legible. */
  photo?: string | undefined;
};

// Brand colors: the dark theme's page color and the light theme's accent.
const colors = { page: "#0b1417", panel: "#0b6b62", ink: "#ffffff", soft: "#c9ece6", muted: "#9fb4ba" };
const TITLE_MAX = 90;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra?: Record<string, unknown>,
): Node => ({
  type,
  props: { style, children, ...extra },
});

/** Long titles get a smaller size so every title fits in three lines at most. */
export function titleSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 56) return 68;
  return 56;
}

/**
 * The card as satori's element tree (the same shape JSX produces), so the layout stays testable without rendering.
 * With a photograph, the same words lie on the picture, darkened toward the title.
 */
export function socialCardTree(card: SocialCard): Node {
  if (!card.photo) return wordsTree(card, true);
  const full = { position: "absolute", top: 0, left: 0, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height };
  return el("div", { ...full, position: "relative", display: "flex" }, [
    el("img", full, undefined, { src: card.photo, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, alt: "" }),
    el("div", {
      ...full,
      backgroundImage: `linear-gradient(180deg, rgba(11, 20, 23, 0.55) 0%, rgba(11, 20, 23, 0.35) 40%, rgba(11, 20, 23, 0.92) 100%)`,
    }),
    el("div", { ...full, display: "flex" }, [wordsTree(card, false)]),
  ]);
}

/** The brand, the section, the title and the host, on the brand's own background or on none. */
function wordsTree(card: SocialCard, background: boolean): Node {
  const title = truncate(card.title, TITLE_MAX);
  const mark = el("img", {}, undefined, {
    src: `data:image/svg+xml;base64,${Buffer.from(card.logoSvg).toString("base64")}`,
    width: 64,
    height: 64,
    alt: "",
  });

  return el(
    "div",
    {
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      paddingTop: 64,
      paddingBottom: 64,
      paddingLeft: 72,
      paddingRight: 72,
      ...(background
        ? {
            backgroundColor: colors.page,
            backgroundImage: `linear-gradient(135deg, ${colors.page} 55%, ${colors.panel} 140%)`,
          }
        : {}),
      color: colors.ink,
      fontFamily: "Inter",
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 20 }, [
        mark,
        el("div", { fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }, card.brand),
      ]),
      el("div", { display: "flex", flexDirection: "column", gap: 20 }, [
        ...(card.section
          ? [
              el(
                "div",
                { fontSize: 28, fontWeight: 700, color: colors.soft, textTransform: "uppercase", letterSpacing: 3 },
                card.section,
              ),
            ]
          : []),
        el(
          "div",
          { fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5, maxWidth: 1050 },
          title,
        ),
      ]),
      el("div", { display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 26 }, [
        el("div", { color: colors.muted }, card.host),
        el("div", { width: 160, height: 8, borderRadius: 4, backgroundColor: colors.soft }),
      ]),
    ],
  );
}

const require = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;

/** Inter from Fontsource in the weights the card uses; satori reads WOFF, not WOFF2. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** Renders a 1200x630 PNG for one page. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  const svg = await satori(socialCardTree(card) as Parameters<typeof satori>[0], {
    ...SOCIAL_IMAGE,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_IMAGE.width } }).render().asPng();
}

/** Renders an SVG file (the favicon) as a square PNG, for consumers that need a raster logo. */
export function renderSquarePng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/**
 * A `.ico` file holding one PNG image (supported by every browser since IE 11), for the `/favicon.ico`
 * that browsers and feed readers request whatever the page's `<link rel="icon">` says.
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

/**
 * The logo with square corners, for the home-screen icon iOS requests at `/apple-touch-icon.png`:
 * iOS rounds the corners itself and would show the transparent ones of the favicon as black.
 */
export function fullBleedLogo(logoSvg: string): string {
  return logoSvg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, "$1");
}
