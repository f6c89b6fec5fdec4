import { join } from "node:path";
import { freePort, startServer, type RunningServer } from "./processes.ts";

/**
 * Starts `npm run serve` (hosting/serve.ts) over dist/ on 127.0.0.1, on a port the system hands out, and resolves
 * once it answers; `root` serves
 * another copy of the project (testing/project-copy.ts) with its own server and build.
 */
export async function serveDist(root = join(import.meta.dirname, "..")): Promise<RunningServer> {
  const port = await freePort();
  return startServer(process.execPath, [join(root, "hosting", "serve.ts")], {
    origin: `http://127.0.0.1:${port}`,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
    keepOutput: false,
  });
}
