import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/** The path of the tiny page that shows a site page in a phone-sized frame. */
export const framePath = "/__frame";

/**
 * What every engine's journeys reach the worker's site through, so that what only Playwright could do for Chromium
 * (hold the scripts back, count the posts) is done the same way for all three:
 * - **Scripts held.** A slow phone network, on demand: while held, the page's scripts (`/_astro/*.js`) wait here
 *   until released, so a journey acts before the form has loaded and knows it did. They pass marked `no-store`,
 *   so no engine keeps one from an earlier journey.
 * - **Posts counted.** Every POST that passes, by path.
 * - **A phone's frame.** MiniBrowser's window cannot be narrower than 447 px, so WebKit sees a phone's 390 px
 *   through a 390 × 844 frame (`/__frame?path=/contact`). The site forbids being framed (X-Frame-Options,
 *   `frame-ancestors`); this proxy drops those two, for the tests alone.
 * - **The owner signed in.** With `signIn`, a request to the owner's pages (`/api/leads…`) carries it, as a browser
 *   does once the owner has typed the token: WebDriver has no way to answer a browser's sign-in box.
 * Everything else passes as the site sent it; the Host stays the proxy's, so the lead service's same-site check
 * holds for the posts.
 */
export async function startSiteProxy(site: string, { signIn }: { signIn?: string } = {}) {
  const target = new URL(site);
  let held: Promise<void> | undefined;
  const posts: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://proxy.invalid");
    if (url.pathname === framePath) {
      const path = url.searchParams.get("path") ?? "/";
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#000}iframe{border:0;display:block}</style></head>` +
            `<body><iframe id="phone" width="390" height="844" src="${path.replace(/"/g, "&quot;")}"></iframe></body></html>`,
        );
      return;
    }
    if (req.method === "POST") posts.push(url.pathname);
    const pass = () => {
      const owner = signIn && url.pathname.startsWith("/api/leads") ? { authorization: signIn } : {};
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, ...owner },
        },
        (answer) => {
          const headers = { ...answer.headers };
          // Never from an engine's cache: a held script must be asked for again on every visit.
          if (url.pathname.startsWith("/_astro/")) headers["cache-control"] = "no-store";
          delete headers["x-frame-options"];
          const policy = headers["content-security-policy"];
          if (typeof policy === "string") {
            headers["content-security-policy"] = policy.replace(/frame-ancestors [^;]*;?\s*/, "");
          }
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    if (held && url.pathname.startsWith("/_astro/") && url.pathname.endsWith(".js")) void held.then(pass);
    else pass();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Holds every script asked for from now on; the function returned lets them (and later ones) through. */
    holdScripts(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = undefined;
        release();
      };
    },
    /** How many POSTs to this path have passed so far. */
    posts: (path: string) => posts.filter((posted) => posted === path).length,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

export type SiteProxy = Awaited<ReturnType<typeof startSiteProxy>>;
