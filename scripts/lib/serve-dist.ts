import { join } from "node:path";
import { startServer, type RunningServer } from "./processes.ts";

/** Starts `npm run serve` (scripts/serve.ts) over dist/ on 127.0.0.1 and resolves once it answers. */
export function serveDist(port: number): Promise<RunningServer> {
  return startServer(process.execPath, [join(import.meta.dirname, "..", "serve.ts")], {
    origin: `http://127.0.0.1:${port}`,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
    keepOutput: false,
  });
}
