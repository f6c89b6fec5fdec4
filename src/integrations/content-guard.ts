import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { collectionFiles } from "../lib/content/collections.ts";
import { entryFiles } from "./content-entries.ts";
import { collectionFolders, takenAddress, webAddressRule, type GuardedCollection } from "../lib/content/route-guard.ts";
import { projectFiles, settledAddresses } from "./addresses.ts";

/** Every entry whose URL key (its file name) would land on an address the site or a server already uses. */
export function takenAddressProblems(contentDir: string): string[] {
  return (Object.keys(collectionFolders) as GuardedCollection[]).flatMap((collection) => {
    const { folder } = collectionFiles[collection];
    return entryFiles(contentDir, collection).flatMap(({ id, file }) => {
      const reason = takenAddress(collection, id);
      return reason
        ? [
            `src/content/${folder}/${basename(file)}, web address name "${id}": ${reason}. ` +
              `${webAddressRule(collection).message} ` +
              "Rename the file (in the admin, create the entry again with another web address name).",
          ]
        : [];
    });
  });
}

/**
 * Stops the build, the dev server and the checks when an entry's address is taken (src/lib/content/route-guard.ts),
 * or a former or redirected address cannot be published (src/lib/addresses/settle.ts):
 * Astro would otherwise write one of the two pages, warn in one line, and exit as if all went well.
 */
export function contentGuard(): AstroIntegration {
  return {
    name: "bighorn:content-guard",
    hooks: {
      "astro:config:setup": ({ config }) => {
        const problems = [
          ...takenAddressProblems(fileURLToPath(new URL("content", config.srcDir))),
          ...settledAddresses(projectFiles(fileURLToPath(config.root))).problems,
        ];
        if (problems.length) throw new Error(`Content that would not be published:\n- ${problems.join("\n- ")}`);
      },
    },
  };
}
