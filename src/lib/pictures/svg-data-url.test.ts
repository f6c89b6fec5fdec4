import { describe, expect, it } from "vitest";
import { svgDataUrl } from "./svg-data-url.ts";

describe("svgDataUrl", () => {
  it("encodes what a URL cannot carry as it is, on one line, and nothing else", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#0b6b62" width="50%"/>\n</svg>\n`;
    expect(svgDataUrl(svg)).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%20%3Crect%20fill='%230b6b62'%20width='50%25'/%3E%20%3C/svg%3E",
    );
  });

  it("gives back the same picture when a browser decodes it", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><path d="M5 24 13 11Z"/></svg>`;
    expect(decodeURIComponent(svgDataUrl(svg).slice("data:image/svg+xml,".length))).toBe(svg.replace(/"/g, "'"));
  });
});
