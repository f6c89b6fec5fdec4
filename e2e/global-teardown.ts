import { rmSync } from "node:fs";
import { testLeadsDb } from "./env";

/** The run's leads database goes with the run: nothing the tests stored outlives them. */
export default function removeLeadsDatabase() {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${testLeadsDb}${suffix}`, { force: true });
}
