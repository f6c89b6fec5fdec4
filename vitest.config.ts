import { defineConfig } from "vitest/config";

export default defineConfig({
  // Components render through preact/compat in the build; unit tests render them the same way.
  resolve: {
    alias: [
      { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  // lucide-react's "node" export is CommonJS, whose require("react") no alias can reach; take its ES module build.
  ssr: { noExternal: ["lucide-react", /@radix-ui/], resolve: { conditions: ["module", "import", "default"] } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
