import { foreignEncoding, pageSpellings, refusedTargets, targetParts } from "./address-rules.ts";
import {
  GONE_PAGE,
  HASHED_ASSETS,
  headersFor,
  HOST_FILES,
  isRedirect,
  NOT_FOUND_CACHE,
  PRIVATE_FOLDERS,
  REVALIDATE,
  type HeaderRule,
  type RedirectRule,
} from "./rules.ts";

type NginxOptions = {
  headerRules: HeaderRule[];
  redirectRules: RedirectRule[];
  /** The build's pages (`/about`), whose `.html` and `/index.html` spellings lead to them. */
  pagePaths: string[];
  /** File extension -> media type, so nginx labels files exactly as `npm start` does. */
  types: Record<string, string>;
  root: string;
  listen: string;
  /** `host:port` of the `npm start` process that runs the lead service; none when the forms post elsewhere. */
  leadService?: string | undefined;
  /** The largest post the lead service accepts. */
  maxPostBytes?: number;
};

const regexEscape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const quote = (value: string) => `"${value.replace(/(["\\$])/g, "\\$1")}"`;

/**
 * Text an editor or the build chose (a redirect's target, a page's address), written between double quotes where
 * nginx reads it. nginx has no escape for `$`, and a quote, a `;`, a brace or a line break would end the string or
 * the directive: the Redirects schema refuses them (src/schemas/addresses.ts), and a value that holds one anyway
 * stops the build here rather than bend the server's config.
 */
export function nginxText(value: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (/["'\\$;{}\s]|[\x00-\x1f\x7f]/.test(value)) {
    throw new Error(`nginx cannot carry ${JSON.stringify(value)} as written: a redirect's target may not hold it`);
  }
  return value;
}

/**
 * A redirect's `Location` for nginx: the target's parts, with the visitor's query (`$args`) where it belongs, the
 * same text locationOf (address-rules.ts) writes for every other host.
 */
function nginxLocation(to: string): string {
  const { base, query, fragment } = targetParts(to);
  const visitor = query ? `${nginxText(query)}\${bighorn_and_args}` : "${bighorn_query}";
  return `"${nginxText(base)}${visitor}${nginxText(fragment)}"`;
}

/**
 * An nginx `server` block that answers like `npm start`: same headers, cache policy, redirects and
 * not-found pages. nginx drops server-level `add_header`s in any location that sets its own, so every
 * location repeats the full set.
 */
export function nginxServerBlock({
  headerRules,
  redirectRules,
  pagePaths,
  types,
  root,
  listen,
  leadService,
  maxPostBytes = 64 * 1024,
}: NginxOptions): string {
  const headerLines = (path: string, cacheControl: string) =>
    Object.entries({ ...headersFor(headerRules, path), "Cache-Control": cacheControl }).map(
      ([name, value]) => `        add_header ${name} ${quote(value)} always;`,
    );
  const assetCache = headersFor(headerRules, HASHED_ASSETS.replace("*", "x"))["Cache-Control"] ?? REVALIDATE;
  const location = (match: string, body: string[], cacheControl = REVALIDATE, path = "/") =>
    [`    location ${match} {`, ...headerLines(path, cacheControl), ...body.map((l) => `        ${l}`), "    }"].join(
      "\n",
    );

  const moved = redirectRules.filter(isRedirect);
  const gone = redirectRules.filter((rule) => rule.status === 410);
  const sections = redirectRules.filter((rule) => rule.status === 404);
  const textTypes = [...new Set(Object.values(types))].filter((t) => t.startsWith("text/") && t !== "text/html").sort();
  const typeLines = Object.entries(types)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ext, type]) => `        ${type} ${ext};`);

  // Pages with a header of their own (the thank-you page clears the form's draft) get a location each.
  const exactPages = headerRules.filter((rule) => !rule.path.includes("*"));
  const upstream = leadService
    ? `# The lead service: \`HOST=127.0.0.1 PORT=${leadService.split(":").pop() ?? ""} npm start\` on this machine.
upstream bighorn_leads {
    server ${leadService};
    keepalive 8;
}

`
    : "";
  const methods = leadService
    ? `    # GET and HEAD for the site; the lead service answers every method on /api/ itself (405 but for POST).
    set $refused_method 0;
    if ($request_method !~ ^(GET|HEAD)$) {
        set $refused_method 1;
    }
    if ($uri ~ ^/api/) {
        set $refused_method 0;
    }
    if ($refused_method) {
        return 405;
    }`
    : `    # Only GET and HEAD are answered; the site has nothing to post to.
    if ($request_method !~ ^(GET|HEAD)$) {
        return 405;
    }`;
  const api = leadService
    ? `

    # The forms post here. The service sends its own security headers: one add_header stops nginx adding
    # the site's set again (nginx adds none of the server level's where a location has one), and replaces
    # the service's identical nosniff. X-Forwarded-For is appended to, and the service trusts only this
    # proxy's entry (TRUST_PROXY). The service refuses posts over ${Math.round(maxPostBytes / 1024)} KB with a page of the site;
    # nginx stops only what is far larger, before it reaches Node.
    location /api/ {
        proxy_hide_header X-Content-Type-Options;
        add_header X-Content-Type-Options "nosniff" always;
        client_max_body_size ${Math.ceil((maxPostBytes * 32) / 1024 / 1024)}m;
        proxy_pass http://bighorn_leads;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        # The Host as the browser sent it, port included: the service compares it with Origin and Referer.
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 30s;
    }`
    : "";

  const spellings = pagePaths.flatMap((page) => pageSpellings(page).map((spelling) => [spelling, page] as const));
  const maps = `# Room for the longest spelling of a page (an article's /index.html/) and for every page's, in the maps below.
map_hash_bucket_size 256;
map_hash_max_size 65536;
# The visitor's query as a redirect carries it, after a path or after a target's own query (address-rules.ts).
map $args $bighorn_query {
    "" "";
    default "?$args";
}
map $args $bighorn_and_args {
    "" "";
    default "&$args";
}
# Each page's .html and /index.html spellings (the decoded address), and the page each leads to.
map $uri $bighorn_page_spelling {
    default "";
${spellings.map(([spelling, page]) => `    "${nginxText(spelling)}" "${nginxText(page)}";`).join("\n")}
}

`;
  const refusals = refusedTargets.map(
    ({ why, pattern }) => `    # Refused: ${why}.\n    if ($request_uri ~ "${pattern}") {\n        return 418;\n    }`,
  );

  return `# Generated by \`npm run build\` from the same rules as dist/_headers and dist/_redirects, and the decisions of
# hosting/address-rules.ts: edit those, not this file. brotli_static needs Debian's libnginx-mod-http-brotli-static.
# root, listen and the lead service's address come from NGINX_ROOT, NGINX_LISTEN and NGINX_LEAD_SERVICE at build time.
${upstream}${maps}server {
    listen ${listen};
    server_name _;
    root ${root};

    server_tokens off;
    # Location headers stay relative ("/services"), as npm start sends them.
    absolute_redirect off;
    # UTF-8 on every text type, as npm start labels them (text/html is always included).
    charset utf-8;${textTypes.length ? `\n    charset_types ${textTypes.join(" ")};` : ""}
    gzip_static on;
    brotli_static on;
    # Caches must keep the encodings apart, as npm start says on every file that has twins.
    gzip_vary on;
    # A request line or header over 16 KB is refused, as Node's HTTP parser does for npm start.
    large_client_header_buffers 4 16k;
    types {
${typeLines.join("\n")}
    }
    default_type application/octet-stream;
    # The site's not-found and gone pages, reached by name: a named location is entered without the server's
    # rules above running again on the page's own address (they read the request as it came, which a page of
    # its own would answer again, and again).
    error_page 404 @bighorn_not_found;
    # Our own refusals answer 400 with the not-found page (a browser shows an error of its own for a bare one). They
    # return 418 to be told apart: nginx's own 400s (a request it could not parse) cannot be sent to a page.
    error_page 418 =400 @bighorn_not_found;
    error_page 410 @bighorn_gone;

    # For answers given before a location is chosen (405, trailing-slash redirects).
${headerLines("/", REVALIDATE)
  .map((line) => line.slice(4))
  .join("\n")}

${methods}
    # Every address is answered as hosting/address-rules.ts decides, in its order. The request as it came
    # ($request_uri) is checked first: nginx's own $uri is decoded and has its dots and slashes resolved.
${refusals.join("\n")}
    # Not found: a percent-encoded character other than RFC 3986's unreserved ones.
    if ($request_uri ~ "${foreignEncoding}") {
        return 404;
    }
    # Addresses gone for good answer 410 with the site's page for them, trailing slash or not.
${gone.map((rule) => `    if ($uri ~ "^${regexEscape(nginxText(rule.from))}/?$") {\n        return 410;\n    }`).join("\n")}
    # Moved addresses, with or without a trailing slash, go to their new home in one hop, the visitor's query kept.
${moved.map((rule) => `    if ($uri ~ "^${regexEscape(nginxText(rule.from))}/?$") {\n        return ${String(rule.status)} ${nginxLocation(rule.to)};\n    }`).join("\n")}
    # A page's .html and /index.html spellings, trailing slash or not, go to its clean address.
    if ($bighorn_page_spelling) {
        return 301 "\${bighorn_page_spelling}\${bighorn_query}";
    }
    # Canonical URLs have no trailing slash.
    rewrite ^(.+)/$ $1 permanent;
    # What is left percent-encoded is an unreserved character, which is the character itself: its plain address.
    if ($request_uri ~ "^[^\\x3f]*\\x25") {
        return 301 "\${uri}\${bighorn_query}";
    }

${location("= /", ["try_files /index.html =404;"])}

${location("/", ["try_files $uri $uri.html =404;"])}

${location("/_astro/", ["try_files $uri =404;"], assetCache, "/_astro/x")}

${exactPages.map((rule) => location(`= ${rule.path}`, [`try_files ${rule.path}.html =404;`], REVALIDATE, rule.path)).join("\n\n")}

    # Host config files, the server's own data and the compressed twins are not pages of the site.
${location(`~ (${HOST_FILES.map((file) => `^${file}$`).join("|")}|\\.(br|gz)$)`, ["return 404;"])}

${PRIVATE_FOLDERS.map((folder) => location(`^~ ${folder}`, ["return 404;"], NOT_FOUND_CACHE)).join("\n\n")}${api}

${sections
  .map((rule) => {
    const section = rule.from.replace(/\/\*$/, "");
    return [
      location(`${section}/`, [`error_page 404 ${rule.to}.html;`, "try_files $uri $uri.html =404;"]),
      location(`~ ^${section}/404(\\.html)?$`, ["internal;", `error_page 404 ${rule.to}.html;`], NOT_FOUND_CACHE),
    ].join("\n\n");
  })
  .join("\n\n")}

    # The not-found pages are files of the build, but never pages of their own; a 404 is never stored.
${location("~ ^/404(\\.html)?$", ["internal;"], NOT_FOUND_CACHE)}

${location("@bighorn_not_found", ["rewrite ^ /404.html break;"], NOT_FOUND_CACHE)}

    # Addresses an editor marked gone for good answer 410 with the site's page for them, itself never a page.
${location(`~ ^${GONE_PAGE}(\\.html)?$`, ["internal;"])}

${location("@bighorn_gone", [`rewrite ^ ${GONE_PAGE}.html break;`])}

}
`;
}
