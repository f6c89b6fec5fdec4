import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "forms/**/*.test.ts",
      "scripts/**/*.test.ts",
      "leads/**/*.test.ts",
      "admin/**/*.test.ts",
      "hosting/**/*.test.ts",
      "security/**/*.test.ts",
      "testing/**/*.test.ts",
    ],
    environment: "node",
  },
});
