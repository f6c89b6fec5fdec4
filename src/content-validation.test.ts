import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const project = join(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "content-check-"));

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

// Runs Astro's own content sync on a copy of the project with one broken file,
// the way an editor's mistake would reach a build.
describe("content validation at build time", () => {
  it("fails with a message naming the file and the field", async () => {
    for (const entry of ["src", "public", "astro.config.ts", "tsconfig.json", "package.json"]) {
      cpSync(join(project, entry), join(copy, entry), { recursive: true });
    }
    symlinkSync(join(project, "node_modules"), join(copy, "node_modules"));
    const file = join(copy, "src/content/industries/retail.json");
    const industry = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    delete industry["heroTitle"];
    writeFileSync(file, JSON.stringify(industry));

    const error = await run(process.execPath, [join(project, "node_modules/astro/bin/astro.mjs"), "sync"], {
      cwd: copy,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    }).then(
      () => null,
      (e: unknown) => e as { code: number; stdout: string; stderr: string },
    );

    expect(error).not.toBeNull();
    const output = `${error?.stdout ?? ""}${error?.stderr ?? ""}`;
    expect(output).toContain("industries → retail");
    expect(output).toContain("heroTitle");
    expect(output).toContain("src/content/industries/retail.json");
  }, 60_000);
});
