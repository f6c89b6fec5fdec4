import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";

/**
 * Starts `npm run serve` (scripts/serve.ts) over dist/ on 127.0.0.1 and resolves once *this* server
 * answers. `stop` resolves when the process has exited, so the next server can take the same port.
 */
export async function serveDist(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(import.meta.dirname, "..", "serve.ts")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: "ignore",
  });
  const exit = once(server, "exit");
  const exited = () => server.exitCode !== null || server.signalCode !== null;
  const stop = async () => {
    if (!exited()) server.kill("SIGTERM");
    await exit;
  };
  for (let attempt = 0; attempt < 100 && !exited(); attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok && !exited()) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The site server did not start on ${origin} (is the port taken?)`);
}
