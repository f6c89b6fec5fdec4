import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildsIn, makerAlive, runBuild, sharedBuild, withLock } from "./builds.ts";
import { freePort } from "./processes.ts";

let run = "";
const saved = { ...process.env };
beforeEach(() => {
  run = mkdtempSync(join(tmpdir(), "bighorn-build-test-"));
  process.env["TEST_RUN_DIR"] = run;
  process.env["TEST_BUILD_LOG"] = join(run, "builds.jsonl");
  process.env["TEST_STEP"] = "unit";
});
afterEach(() => {
  rmSync(run, { recursive: true, force: true });
  process.env = { ...saved };
});

describe("sharedBuild: one build per run, whoever asks first", () => {
  it("makes it once for callers at the same moment, and hands every one the same folder", async () => {
    let made = 0;
    const make = async (folder: string) => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      writeFileSync(join(folder, "index.html"), "built");
    };
    const [first, second] = await Promise.all([sharedBuild("site", make), sharedBuild("site", make)]);
    expect(made).toBe(1);
    expect(first).toBe(second);
    expect(readFileSync(join(first, "index.html"), "utf8")).toBe("built");
    expect(await sharedBuild("site", make)).toBe(first);
    expect(made).toBe(1);
  });

  it("leaves nothing of a failed build, so the next caller builds again and sees its own outcome", async () => {
    await expect(
      sharedBuild("site", (folder) => {
        writeFileSync(join(folder, "half.html"), "");
        return Promise.reject(new Error("the build failed"));
      }),
    ).rejects.toThrow("the build failed");
    expect(existsSync(join(run, "site"))).toBe(false);
    const folder = await sharedBuild("site", (made) => {
      writeFileSync(join(made, "index.html"), "built");
      return Promise.resolve();
    });
    expect(existsSync(join(folder, "half.html"))).toBe(false);
  });

  it("takes over a lock whose holder died instead of waiting for it forever", async () => {
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    mkdirSync(join(run, "site.lock"));
    writeFileSync(join(run, "site.lock", "pid"), dead.stdout);
    const folder = await sharedBuild("site", () => Promise.resolve());
    expect(folder).toBe(join(run, "site"));
  });
});

describe("runBuild: every build is counted in the run's ledger", () => {
  it("records what was built, by which step, and whether it succeeded", async () => {
    const made = await runBuild({ label: "a build that works", command: process.execPath, args: ["-e", ""] });
    const refused = await runBuild({
      label: "a build that is refused",
      command: process.execPath,
      args: ["-e", "console.error('SITE_URL must use https://'); process.exit(1)"],
    });
    expect(made.ok).toBe(true);
    expect(refused).toEqual({ ok: false, output: "SITE_URL must use https://\n" });
    expect(buildsIn(join(run, "builds.jsonl")).map(({ label, ok, step }) => ({ label, ok, step }))).toEqual([
      { label: "a build that works", ok: true, step: "unit" },
      { label: "a build that is refused", ok: false, step: "unit" },
    ]);
  });
});

describe("freePort", () => {
  it("hands out a port nothing listens on, which a server can take", async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
    expect(port).toBeGreaterThan(0);
  });
});

describe("withLock: a lock is held by a running process, not by a number", () => {
  const lockHeldBy = (holder: string) => {
    const lock = join(run, "task.lock");
    mkdirSync(lock);
    writeFileSync(join(lock, "pid"), holder);
    return lock;
  };

  it("waits for a holder that is running", async () => {
    let ran = false;
    const lock = join(run, "task.lock");
    const first = withLock(lock, () => new Promise<void>((resolve) => setTimeout(resolve, 300)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(makerAlive(lock)).toBe(true);
    await Promise.all([first, withLock(lock, () => Promise.resolve((ran = true)))]);
    expect(ran).toBe(true);
  });

  it("takes over a lock whose holder is gone, or whose pid another process has since taken", async () => {
    // This process is running, but it did not start at the moment the first lock names; no process has the
    // other pid (above Linux's highest), and the last lock names no start at all.
    for (const holder of [`${String(process.pid)} 0`, "4194304 1", "4194304"]) {
      const lock = lockHeldBy(holder);
      expect(makerAlive(lock), holder).toBe(false);
      await expect(withLock(lock, () => Promise.resolve("ran"))).resolves.toBe("ran");
    }
  });
});
