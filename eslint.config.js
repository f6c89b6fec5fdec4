import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "dist/",
      "dist-admin/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
    },
  },
  { files: ["**/*.tsx"], extends: [jsxA11y.configs.strict, reactHooks.configs.flat.recommended] },
  // Playwright reads a fixture's needs from its first parameter, which must be a destructuring pattern.
  { files: ["e2e/fixtures.ts"], rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] } },
  // Imports go one way: the site (src/) and the lead service (leads/) both use the form's contract (forms/), and
  // neither reaches into the other; the contract uses only its own files and packages.
  ...[
    {
      files: ["src/**"],
      forbidden: "(^|/)leads/",
      why: "The site never imports the lead service: share it through forms/.",
    },
    {
      files: ["leads/**"],
      forbidden: "(^|/)src/",
      why: "The lead service never imports the site: share it through forms/.",
    },
    { files: ["forms/**"], forbidden: "^\\.\\./", why: "The form's contract imports nothing outside forms/." },
  ].map(({ files, forbidden, why }) => ({
    files,
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: forbidden, message: why }] }] },
  })),
  astro.configs.recommended,
  { files: ["**/*.js"], languageOptions: { globals: globals.node } },
);
