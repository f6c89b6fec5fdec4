import { spawn } from "node:child_process";
import { join } from "node:path";

/** Starts `npm run serve` (scripts/serve.ts) over dist/ on 127.0.0.1 and resolves once it answers. */
export async function serveDist(port: number): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(import.meta.dirname, "..", "serve.ts")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: "ignore",
  });
  const stop = () => server.kill();
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`The site server did not answer on ${origin}`);
}
