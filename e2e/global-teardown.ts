import { rmSync } from "node:fs";

/**
 * A run of its own takes its folder of shared builds with it (npm test removes its own at its end); each
 * worker's server and database go with the worker (e2e/fixtures.ts).
 */
export default function removeRunFiles() {
  const runDir = process.env["TEST_RUN_DIR"];
  if (runDir && process.env["TEST_RUN_OWNED"] === "yes") rmSync(runDir, { recursive: true, force: true });
}
