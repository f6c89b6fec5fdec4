import { join } from "node:path";
import { startServer, type RunningServer } from "./processes.ts";
import { projectRoot } from "./project-copy.ts";

/** What `npm start`'s server prints once it listens (hosting/serve.ts): its address. */
export const SERVING = /Serving dist\/ at (http:\/\/\S+)/;

/**
 * Starts `npm run serve` (hosting/serve.ts) over a project's dist/ on 127.0.0.1, on a port the system hands
 * out (PORT=0: the server says which), and resolves once it answers. `root` serves another copy of the project
 * (testing/project-copy.ts) with its own server and build; `env` adds the lead service's settings.
 */
export function serveDist({
  root = projectRoot,
  env = {},
  keepOutput = false,
}: { root?: string; env?: NodeJS.ProcessEnv; keepOutput?: boolean } = {}): Promise<RunningServer> {
  return startServer(process.execPath, [join(root, "hosting", "serve.ts")], {
    announces: SERVING,
    env: { ...process.env, HOST: "127.0.0.1", ...env, PORT: "0" },
    keepOutput,
  });
}
