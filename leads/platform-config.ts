import { leadConfig, type LeadConfig } from "./config.ts";
import type { Forwarder } from "./delivery/forward.ts";

/**
 * The settings on a platform (Cloudflare's Worker, Netlify's functions), where nothing can refuse to start: a setting that
 * does not parse would otherwise make every post a platform error with nothing stored. Each one that fails is
 * left at its default (forwarding off, the owner's endpoints closed), and what is wrong is said every way
 * the owner may look: the platform's log, and the stored lead's last error.
 */
export type PlatformConfig = {
  config: LeadConfig;
  /** One sentence per setting that did not parse, naming it. */
  problems: string[];
  /** Why leads cannot be forwarded as configured (a bad CONTACT_FORM_ENDPOINT), if so. */
  forwardProblem: string | undefined;
};

/** Every setting `leadConfig` reads and can refuse names itself first in its message. */
const settingNamed = (message: string) => /^([A-Z][A-Z0-9_]+) /.exec(message)?.[1];

export function platformLeadConfig(env: Record<string, string | undefined>): PlatformConfig {
  const readable = { ...env };
  const problems: string[] = [];
  for (;;) {
    try {
      const config = leadConfig(readable);
      const forwardProblem = problems.find((problem) => settingNamed(problem) === "CONTACT_FORM_ENDPOINT");
      return { config, problems, forwardProblem };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const name = settingNamed(message);
      if (!name || readable[name] === undefined) throw error;
      problems.push(message);
      readable[name] = undefined;
    }
  }
}

/**
 * Platforms hand variables to the function as they were typed: `"LEADS_RATE_LIMIT": 20` in wrangler.jsonc is
 * a number, not "20". Numbers and true/false are read as their text; bindings (objects) are not settings.
 */
export function settingsOf(env: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).flatMap(([name, value]) =>
      typeof value === "string" || typeof value === "number" || typeof value === "boolean"
        ? [[name, String(value)]]
        : [],
    ),
  );
}

/** A forwarder for a target that cannot be used: each lead stays pending, its last error saying why. */
export const unusableForwarder = (problem: string): Forwarder => ({
  send: () => Promise.resolve({ ok: false, error: `not sent: ${problem}` }),
});

/** Logs each problem, once per service (a Worker isolate, a function instance). */
export function reportProblems(problems: readonly string[], log: (line: string) => void) {
  for (const problem of problems)
    log(`SETTING IGNORED: ${problem} Leads are still stored; fix the setting and redeploy.`);
}
