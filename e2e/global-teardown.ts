import { rmSync } from "node:fs";
import { testLeadsDb } from "./env.ts";

/**
 * What the run made goes with it: the leads database (nothing the tests stored outlives them) and, for a run
 * of its own, the run's folder of shared builds (npm test removes its own at its end).
 */
export default function removeRunFiles() {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${testLeadsDb}${suffix}`, { force: true });
  const runDir = process.env["TEST_RUN_DIR"];
  if (runDir && process.env["TEST_RUN_OWNED"] === "yes") rmSync(runDir, { recursive: true, force: true });
}
