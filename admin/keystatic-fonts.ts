import type { PluginOption } from "vite";

/**
 * Keystatic's interface asks Google Fonts for Inter, which the admin's policy forbids (no request leaves for a
 * third party); the admin serves its own copy (admin/public/keystatic-fonts). Keystatic has no option for it,
 * so the URL is replaced in its bundle as Vite reads it. admin/keystatic-fonts.test.ts fails when Keystatic no
 * longer asks for that address, and the admin's policy in a browser (e2e/admin-deploy.spec.ts) when it asks for
 * another.
 */

export const GOOGLE_FONTS = "https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap";
export const SELF_HOSTED_FONTS = "/keystatic-fonts/inter.css";

export const selfHostedFonts: PluginOption = {
  name: "bighorn:admin-fonts",
  transform(code, id) {
    if (!id.includes("@keystatic") || !code.includes(GOOGLE_FONTS)) return undefined;
    return { code: code.replaceAll(GOOGLE_FONTS, SELF_HOSTED_FONTS), map: null };
  },
};
