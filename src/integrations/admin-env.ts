/**
 * What the admin deployment needs from its environment. GitHub mode signs editors in through a GitHub App:
 * its client id and secret, a secret that signs the admin's session cookies, and the app's slug, which the
 * admin's browser code carries from the build (Astro inlines PUBLIC_ variables).
 */
export const adminBuildEnv = ["PUBLIC_KEYSTATIC_GITHUB_APP_SLUG"] as const;
export const adminServerEnv = [
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
] as const;

/** The names of `required` that `env` leaves unset or empty. */
export function missingEnv(env: NodeJS.ProcessEnv, required: readonly string[]): string[] {
  return required.filter((name) => !env[name]?.trim());
}

export function missingEnvMessage(what: string, missing: string[]): string {
  const values = missing.length === 1 ? "This value comes" : "These values come";
  return (
    `${what}: set ${missing.join(", ")}.\n` +
    `${values} from the GitHub App editors sign in with; the README's "Editing the content" section says where.`
  );
}

export function requireAdminBuildEnv(env: NodeJS.ProcessEnv): void {
  const missing = missingEnv(env, adminBuildEnv);
  if (missing.length > 0) throw new Error(missingEnvMessage("The admin cannot be built", missing));
}
