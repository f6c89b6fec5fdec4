import { Readable } from "node:stream";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";
import type { ContentFiles } from "../src/lib/addresses/content-addresses.ts";
import { LEDGER_FILE, lostAddresses, readLedger } from "../src/lib/addresses/ledger.ts";
import { redirectSources } from "../src/lib/addresses/settle.ts";
import { fixedAddressOwner } from "../src/lib/content/route-guard.ts";
import { dayOf, projectFiles, recordAddresses, settledAddresses } from "../src/integrations/addresses.ts";

/**
 * The admin's save, checked against the rules the build applies to addresses (src/lib/addresses/): a save that would
 * make a former or redirected address unpublishable, or lose an address the ledger holds (a deleted page with no
 * redirect), is refused before a file is written, with the build's words, which the admin shows. Only what the save
 * itself breaks is refused, so an older problem never blocks unrelated edits.
 */

/** What Keystatic's local save sends: the files it writes (base64) and the files it deletes. */
export type SaveRequest = { additions: { path: string; contents: string }[]; deletions: { path: string }[] };

/** The content as it would be after `save`, over the files as they are. */
export function afterSave(files: ContentFiles, save: SaveRequest): ContentFiles {
  const added = new Map(save.additions.map(({ path, contents }) => [path, Buffer.from(contents, "base64").toString()]));
  const deleted = new Set(save.deletions.map(({ path }) => path));
  const parent = (path: string) => path.slice(0, path.lastIndexOf("/"));
  const name = (path: string) => path.slice(path.lastIndexOf("/") + 1);
  return {
    list: (folder) => [
      ...new Set([
        ...files.list(folder).filter((file) => !deleted.has(`${folder}/${file}`) || added.has(`${folder}/${file}`)),
        ...[...added.keys()].filter((path) => parent(path) === folder).map(name),
      ]),
    ],
    read: (path) => added.get(path) ?? (deleted.has(path) ? undefined : files.read(path)),
  };
}

/**
 * Every problem of the content's addresses, the ledger's included, as the build of `today` would tell it: before a
 * build, an address is a page when an entry or the site itself has it there.
 */
export function addressProblems(files: ContentFiles, today = dayOf(new Date())): string[] {
  const settlement = settledAddresses(files);
  const isPage = (path: string) => settlement.pageOwners.has(path) || fixedAddressOwner(path) !== undefined;
  const lost = lostAddresses(readLedger(files.read(LEDGER_FILE)), {
    isPage,
    settled: redirectSources(settlement),
    today,
  });
  return [...settlement.problems, ...lost];
}

/**
 * After a save the admin took, the ledger records the content's pages: each entry's address, published from now
 * on, or from its day for a post dated ahead (recordAddresses). The save is where an editor publishes, so it is
 * where the ledger is written (with the site's own and list pages, by `npm run addresses`).
 */
export function recordSavedPages(root: string, today = dayOf(new Date())): boolean {
  return recordAddresses(root, [...settledAddresses(projectFiles(root)).pageOwners.keys()], today);
}

/** The problems `save` brings that the content does not have already. */
export function saveProblems(files: ContentFiles, save: SaveRequest, today = dayOf(new Date())): string[] {
  const before = new Set(addressProblems(files, today));
  return addressProblems(afterSave(files, save), today).filter((problem) => !before.has(problem));
}

/** Keystatic's local save is one request; its body is read here, then handed on as if unread. */
const SAVE_ROUTE = "/api/keystatic/update";

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The dev server's check of each admin save, in front of Keystatic's own route. */
export function saveCheck(root: string): Plugin {
  return {
    name: "bighorn:admin-save-check",
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.method !== "POST" || req.url !== SAVE_ROUTE) {
          next();
          return;
        }
        void readBody(req).then((body) => {
          let problems: string[];
          try {
            problems = saveProblems(projectFiles(root), JSON.parse(body.toString()) as SaveRequest);
          } catch {
            // Keystatic answers a malformed save itself.
            problems = [];
          }
          if (problems.length) {
            res.writeHead(422, { "Content-Type": "text/plain; charset=utf-8" });
            res.end(`Not saved: ${problems.join("\n")}`);
            return;
          }
          // Astro's dev server reads the body through the request's events: they replay it.
          const replay = Readable.from([body]);
          Object.defineProperty(req, "on", { value: replay.on.bind(replay) });
          res.on("finish", () => {
            if (res.statusCode >= 200 && res.statusCode < 300) recordSavedPages(root);
          });
          next();
        });
      });
    },
  };
}
