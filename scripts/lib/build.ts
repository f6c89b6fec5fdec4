import { spawnSync } from "node:child_process";

/** A production build into dist/, quietly; throws when it fails, pointing at the command that shows why. */
export function buildSite(): void {
  const build = spawnSync("npx", ["astro", "build"], {
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("The build failed: run `npm run build` to see why.");
}
