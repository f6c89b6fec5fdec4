import { launchLighthouse } from "./lib/lighthouse.ts";
import { picturedProject } from "./lib/pictured-project.ts";
import { serveDist } from "./lib/serve-dist.ts";
const which = process.argv[2] ?? "pictured";
const root = which === "pictured" ? (await picturedProject()).root : undefined;
const server = await serveDist(4396, root);
const lh = await launchLighthouse();
try {
  for (const route of process.argv.slice(3)) {
    for (let i = 0; i < 2; i++) {
      const r = await lh.audit(`${server.origin}${route}`);
      console.log(which, route, r.scores.performance, JSON.stringify(r.metrics), r.failing.performance.join(" "));
    }
  }
} finally {
  lh.close();
  await server.stop();
}
