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
      ".wrangler/",
      ".netlify/",
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
  { files: ["e2e/**/*.ts"], rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] } },
  // Imports go one way, folder by folder (README, Layout): a folder never imports one that imports it back. The
  // form's contract (forms/) and the security headers (security/) import nothing local; the site (src/) and the
  // lead service (leads/) share only those; the hosting runs both; the admin serves with the hosting's rules; the
  // test harness (testing/) serves the scripts and the browser tests, never the other way.
  ...[
    { files: ["forms/**"], may: [], why: "The form's contract imports nothing outside forms/." },
    { files: ["security/**"], may: [], why: "The security headers import nothing outside security/." },
    { files: ["src/**"], may: ["forms", "security"], why: "The site shares with the lead service only forms/." },
    {
      files: ["src/**/*.test.ts", "src/**/*.test.tsx"],
      may: ["forms", "security", "testing"],
      why: "The site's tests read the content through the harness (testing/content.ts), and nothing else of it.",
    },
    { files: ["leads/**"], may: ["forms", "security"], why: "The lead service shares with the site only forms/." },
    {
      files: ["hosting/**"],
      may: ["forms", "security", "leads", "src"],
      why: "The hosting serves the site and the service.",
    },
    {
      files: ["admin/**"],
      may: ["security", "hosting", "src"],
      why: "The admin edits the site with the hosting's rules.",
    },
    {
      files: ["testing/**"],
      may: ["forms", "security", "leads", "hosting", "admin", "src"],
      why: "The harness serves scripts/ and e2e/, which import it, never the other way.",
    },
    {
      files: ["scripts/**"],
      may: ["forms", "security", "leads", "hosting", "admin", "src", "testing"],
      why: "The scripts never import the browser tests.",
    },
  ].map(({ files, may, why }) => {
    const folders = ["src", "forms", "security", "leads", "hosting", "admin", "scripts", "testing", "e2e"];
    const own = files[0]?.split("/")[0] ?? "";
    const barred = folders.filter((folder) => folder !== own && !may.includes(folder));
    return {
      files,
      rules: {
        "no-restricted-imports": [
          "error",
          { patterns: [{ regex: `^(\\.\\./)+(${barred.join("|")})/`, message: why }] },
        ],
      },
    };
  }),
  // One way to write a local import: with its file's extension, as Node needs for the files it runs as they are;
  // and zod as a module, so a bundle keeps only what it uses.
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.astro"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
          selector: `${node} > Literal.source[value=/^\\.{1,2}\\/(?!.*\\.[a-z]+(\\?[a-z-]+)?$)/]`,
          message: "Write the file's extension in a local import (./file.ts): one style, the one Node runs.",
        })),
        {
          selector: "ImportDeclaration[source.value=/^zod(\\/mini)?$/] > ImportSpecifier[imported.name='z']",
          message:
            'Import zod as the module (`import * as z from "zod/mini"`): its `z` export is an object the bundler cannot see into, so all of zod would ship (a Worker of 930 KB, not 140).',
        },
      ],
    },
  },
  astro.configs.recommended,
  { files: ["**/*.js"], languageOptions: { globals: globals.node } },
);
