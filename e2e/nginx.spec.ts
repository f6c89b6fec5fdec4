import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { redirects } from "../src/config/redirects";
import { sitePort } from "./env";
import { builtRoutes } from "./routes";

// The nginx server block the build generates (deploy/nginx.conf), run by Debian's nginx over the same
// build, must answer like `npm start`: same status, headers and bodies. `.ci/run` installs nginx.

const root = join(import.meta.dirname, "..");
const dist = join(root, "dist");
const nginxBinary = process.env["NGINX"] ?? "/usr/sbin/nginx";
const brotliModule = process.env["NGINX_BROTLI_MODULE"] ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const nginxPort = sitePort + 20;
const compared = [
  "content-type",
  "content-encoding",
  "cache-control",
  "location",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];

test.describe.configure({ mode: "serial" });
let nginx: ChildProcess | undefined;

test.beforeAll(async () => {
  if (!existsSync(nginxBinary)) throw new Error(`nginx not found at ${nginxBinary}: apt-get install nginx`);
  const work = mkdtempSync(join(tmpdir(), "nginx-"));
  mkdirSync(join(work, "logs"));
  // The deployment's server block, with only its listen address and document root changed.
  const serverBlock = readFileSync(join(root, "deploy", "nginx.conf"), "utf8")
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${nginxPort};`)
    .replace(/^(\s*)root .*;$/m, `$1root ${dist};`);
  writeFileSync(join(work, "server.conf"), serverBlock);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${join(work, name)};`)
    .join("\n  ");
  writeFileSync(
    join(work, "nginx.conf"),
    `daemon off;
master_process off;
worker_processes 1;
pid ${join(work, "nginx.pid")};
error_log ${join(work, "logs", "error.log")} warn;
load_module ${brotliModule};
events {}
http {
  access_log off;
  ${temp}
  include ${join(work, "server.conf")};
}
`,
  );
  nginx = spawn(nginxBinary, ["-p", work, "-c", join(work, "nginx.conf")], { stdio: "inherit" });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${nginxPort}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill("SIGTERM");
});

const firstAsset = (ext: string) => `/_astro/${readdirSync(join(dist, "_astro")).find((f) => f.endsWith(ext)) ?? ""}`;
const routes = builtRoutes();
const paths = [
  "/",
  "/services",
  routes.find((r) => r.startsWith("/services/")) ?? "",
  routes.find((r) => r.startsWith("/industries/")) ?? "",
  "/blog",
  "/contact?service=web-development",
  "/services.html",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.svg",
  "/logo.png",
  "/og/index.png",
  firstAsset(".css"),
  firstAsset(".js"),
  firstAsset(".woff2"),
  "/no-such-page",
  "/industries/no-such-industry",
  "/404",
  "/industries/404",
  "/services/",
  "/_headers",
  "/_redirects",
  "/index.html.br",
  ...Object.keys(redirects),
];

async function answer(port: number, path: string, encoding: string, method = "GET") {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    redirect: "manual",
    headers: { "accept-encoding": encoding },
  });
  const headers = Object.fromEntries(
    compared.map((name) => [name, response.headers.get(name)?.replace(/;\s+/g, ";") ?? null]),
  );
  // fetch decodes br and gzip, so bodies compare as the visitor sees them.
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString("base64") };
}

for (const encoding of ["br, gzip", "gzip", "identity"]) {
  test(`nginx answers like npm start (Accept-Encoding: ${encoding})`, async () => {
    const differences: string[] = [];
    for (const path of paths) {
      const [node, fromNginx] = await Promise.all([
        answer(sitePort, path, encoding),
        answer(nginxPort, path, encoding),
      ]);
      if (node.status !== fromNginx.status) differences.push(`${path}: status ${node.status} vs ${fromNginx.status}`);
      // A redirect's body is never shown (nginx writes a small HTML note, npm start none), so it and its type are skipped.
      const redirect = node.status === 301;
      for (const name of compared.filter((n) => !(redirect && n === "content-type"))) {
        if (node.headers[name] !== fromNginx.headers[name]) {
          differences.push(`${path}: ${name}: ${node.headers[name]} vs ${fromNginx.headers[name]}`);
        }
      }
      if (!redirect && node.body !== fromNginx.body) differences.push(`${path}: bodies differ`);
    }
    expect(differences).toEqual([]);
  });
}

test("nginx refuses methods other than GET and HEAD, as npm start does", async () => {
  for (const method of ["POST", "PUT", "DELETE"]) {
    const [node, fromNginx] = await Promise.all([
      answer(sitePort, "/contact", "identity", method),
      answer(nginxPort, "/contact", "identity", method),
    ]);
    expect([node.status, fromNginx.status]).toEqual([405, 405]);
    expect(fromNginx.headers["content-security-policy"]).toBe(node.headers["content-security-policy"]);
  }
});
