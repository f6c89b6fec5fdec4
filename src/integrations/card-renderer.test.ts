import { readFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import {
  fullBleedLogo,
  icoFromPng,
  renderSocialCard,
  renderSquarePng,
  socialCardTree,
  titleSize,
} from "./card-renderer.ts";

const logoSvg = await readFile(new URL("../../public/favicon.svg", import.meta.url), "utf8");
const card = { title: "Web Development", section: "Services", brand: "Bighorn Software", host: "example.com", logoSvg };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const texts = (node: unknown): string[] => {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === "object" && "props" in node)
    return texts((node as { props: { children?: unknown } }).props.children);
  return [];
};

describe("social card", () => {
  it("shows the brand, the section, the page title and the host", () => {
    expect(texts(socialCardTree(card))).toEqual(["Bighorn Software", "Services", "Web Development", "example.com"]);
  });

  it("leaves the section out for top-level pages and shortens very long titles", () => {
    const long = "Word ".repeat(40).trim();
    const shown = texts(socialCardTree({ ...card, section: undefined, title: long }));
    expect(shown).toHaveLength(3);
    expect(shown[1]).toMatch(/^Word( Word)+…$/);
    expect(shown[1]?.length).toBeLessThanOrEqual(91);
  });

  it("sets long titles smaller", () => {
    expect(titleSize("Web Development")).toBeGreaterThan(titleSize("How a regional hospital network cut no-shows"));
    expect(titleSize("How a regional hospital network cut no-shows")).toBeGreaterThan(
      titleSize("Modernizing legacy systems without a big-bang rewrite: a field guide"),
    );
  });

  it("renders a 1200x630 PNG", async () => {
    expect(pngSize(await renderSocialCard(card))).toEqual({ width: 1200, height: 630 });
  }, 20_000);

  it("renders the logo as a square PNG", () => {
    expect(pngSize(renderSquarePng(logoSvg, 512))).toEqual({ width: 512, height: 512 });
  });
});

describe("icons for requests the HTML does not make", () => {
  it("wraps a PNG in a one-image .ico file", () => {
    const png = renderSquarePng(logoSvg, 32);
    const ico = icoFromPng(png, 32);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7), ico.readUInt16LE(12)]).toEqual([32, 32, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(18)).equals(png)).toBe(true);
  });

  it("draws the home-screen icon without transparent corners", () => {
    const square = fullBleedLogo(logoSvg);
    expect(logoSvg).toContain('rx="8"');
    expect(square).not.toContain("rx=");
    expect(pngSize(renderSquarePng(square, 180))).toEqual({ width: 180, height: 180 });
    // The top-left pixel is opaque brand colour (#0b6b62), where the favicon's rounded corner is transparent.
    const corner = (svg: string) => [...new Resvg(svg).render().pixels.subarray(0, 4)];
    expect(corner(square)).toEqual([0x0b, 0x6b, 0x62, 255]);
    expect(corner(logoSvg)[3]).toBe(0);
  });
});
