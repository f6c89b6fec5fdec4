import { afterEach, describe, expect, it, vi } from "vitest";
import { adminPublicUrl, adminServerEnv, exitUnlessSet } from "./env.ts";

/** Runs `check` with process.exit and console.error caught: the exit code it asked for and what it printed. */
function outcome(check: () => unknown): { code: number | undefined; printed: string } {
  const printed: string[] = [];
  let code: number | undefined;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    printed.push(args.join(" "));
  });
  vi.spyOn(process, "exit").mockImplementation((exitCode) => {
    code = Number(exitCode);
    throw new Error("exit");
  });
  try {
    check();
  } catch (error) {
    if (!(error instanceof Error) || error.message !== "exit") throw error;
  }
  return { code, printed: printed.join("\n") };
}
afterEach(() => {
  vi.restoreAllMocks();
});

const complete = Object.fromEntries(adminServerEnv.map((name) => [name, "set"]));

describe("exitUnlessSet: the admin refuses to build or start without its settings", () => {
  it.each(adminServerEnv)("stops, naming %s, when it is missing or blank", (name) => {
    for (const value of [undefined, "", "   "]) {
      const { code, printed } = outcome(() => {
        exitUnlessSet({ ...complete, [name]: value }, adminServerEnv, "The admin cannot start");
      });
      expect(code).toBe(1);
      expect(printed).toContain(`The admin cannot start: set ${name}.`);
      expect(printed).toContain("This value comes from the GitHub App editors sign in with");
    }
  });

  it("names every missing setting at once", () => {
    const { printed } = outcome(() => {
      exitUnlessSet({}, adminServerEnv, "The admin cannot start");
    });
    expect(printed).toContain(`set ${adminServerEnv.join(", ")}.`);
    expect(printed).toContain("These values come from");
  });

  it("lets a complete environment through", () => {
    const { code } = outcome(() => {
      exitUnlessSet(complete, adminServerEnv, "The admin cannot start");
    });
    expect(code).toBeUndefined();
  });
});

describe("adminPublicUrl: the only address sign-in names to GitHub", () => {
  it.each(["http://admin.bighorn.test", "https://admin.example.com/keystatic", "admin.example.com", ""])(
    "refuses %j",
    (value) => {
      const { code, printed } = outcome(() => adminPublicUrl({ KEYSTATIC_URL: value }));
      expect(code).toBe(1);
      expect(printed).toContain("KEYSTATIC_URL must be the admin's public address, such as https://admin.example.com");
    },
  );

  it("takes https anywhere, and plain http on this machine", () => {
    expect(adminPublicUrl({ KEYSTATIC_URL: "https://admin.example.com" }).origin).toBe("https://admin.example.com");
    expect(adminPublicUrl({ KEYSTATIC_URL: "http://127.0.0.1:4400" }).origin).toBe("http://127.0.0.1:4400");
  });
});
