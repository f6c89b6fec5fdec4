/**
 * What the admin deployment needs from its environment. GitHub mode signs editors in through a GitHub App:
 * its client id and secret, a secret that signs the admin's session cookies, and the app's slug, which the
 * admin's browser code carries from the build (Astro inlines PUBLIC_ variables).
 */
export const adminBuildEnv = ["PUBLIC_KEYSTATIC_GITHUB_APP_SLUG"] as const;
export const adminServerEnv = [
  "KEYSTATIC_URL",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
] as const;

/**
 * Stops the process, naming what is missing, when `env` leaves any of `required` unset or empty: the admin
 * refuses to build or start rather than fail on an editor's first sign-in.
 */
export function exitUnlessSet(env: NodeJS.ProcessEnv, required: readonly string[], what: string): void {
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  const values = missing.length === 1 ? "This value comes" : "These values come";
  console.error(
    `${what}: set ${missing.join(", ")}.\n` +
      `${values} from the GitHub App editors sign in with; docs/editing.md says where.`,
  );
  process.exit(1);
}

/**
 * `KEYSTATIC_URL`: the admin's public address (`https://admin.example.com`), the only one its sign-in
 * ever names to GitHub, whatever Host a request carries. https:// except on this machine.
 */
export function adminPublicUrl(env: NodeJS.ProcessEnv): URL {
  const value = env["KEYSTATIC_URL"] ?? "";
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const local = url && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (!url || !(url.protocol === "https:" || (url.protocol === "http:" && local)) || url.pathname !== "/") {
    console.error(
      `The admin cannot start: KEYSTATIC_URL must be the admin's public address, such as https://admin.example.com; got "${value}".`,
    );
    process.exit(1);
  }
  return url;
}

/** `HOST` and `PORT`: where `npm run start:admin` listens, as `npm start` reads them for the site. */
export function adminListen(env: NodeJS.ProcessEnv): { host: string; port: number } {
  const port = Number(env["PORT"] ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`The admin cannot start: PORT must be a port number from 0 to 65535; got "${env["PORT"] ?? ""}".`);
    process.exit(1);
  }
  return { host: env["HOST"] ?? "localhost", port };
}
