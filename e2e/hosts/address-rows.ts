import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isRedirect, parseRedirectsFile } from "../../hosting/rules.ts";
import type { AddressSite, Moved } from "../../hosting/address-rules.ts";
import { projectFiles, settledAddresses } from "../../src/integrations/addresses.ts";
import { builtRoutes } from "../../src/integrations/built-pages.ts";
import { expect, test } from "./fixtures.ts";
import type { HostTable, LeadHost } from "./host-table.ts";
import { rawRequest } from "./http.ts";
import {
  addressRequests,
  decided,
  leadsTo,
  platformRows,
  type AddressAnswer,
  type AddressRequest,
} from "./address-table.ts";

/**
 * The table of addresses (address-table.ts) as rows of the hosts' table: each host answers every request of it as
 * npm start does, npm start as hosting/address-rules.ts decides, and a platform otherwise only where
 * `platformRows` says so; no host ever leads to another site, answers 5xx, or takes two hops.
 */
const content = settledAddresses(projectFiles(process.cwd()));
/** Every redirect, gone address and former address of the content, and two pages. */
const paths = [
  ...new Set([...content.moved.map((rule) => rule.from), ...content.gone, "/services", "/industries/healthcare"]),
];
export const requests = addressRequests(paths);

/** Addresses an attacker tries to turn into a redirect to another site: none may lead off the site on any host. */
export const probes = [
  "//evil.example/",
  "//evil.example",
  "///evil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%5Cevil.example/",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example/",
  "/.//evil.example/",
  "/./%2Fevil.example",
  "/%09/evil.example/",
  "/%0D%0ALocation:%20https://evil.example/",
  "/\t/evil.example/",
  "/https:/evil.example/",
  "/https:%2F%2Fevil.example/",
  "/@evil.example/",
  "/%40evil.example/",
  "/case-studies@evil.example/",
  "/case-studies/..//evil.example",
  "/case-studies%2F..%2F%2Fevil.example",
];

const answers = new Map<string, Map<string, AddressAnswer>>();
const key = ({ method, target }: AddressRequest) => `${method} ${target}`;
const ask = async (host: LeadHost, request: AddressRequest): Promise<AddressAnswer> => {
  const { status, headers } = await rawRequest(host.origin, request.target, { method: request.method });
  return { status, location: headers["location"] };
};
/** A host's answers to the whole table, asked once per worker. */
async function answersOf(host: LeadHost): Promise<Map<string, AddressAnswer>> {
  const known = answers.get(host.name);
  if (known) return known;
  const table = new Map<string, AddressAnswer>();
  for (const request of requests) table.set(key(request), await ask(host, request));
  answers.set(host.name, table);
  return table;
}

/** What npm start serves, as the decision reads it: its pages, moved and gone addresses. */
function siteOf(host: LeadHost): AddressSite {
  const rules = parseRedirectsFile(readFileSync(join(host.server.dist, "_redirects"), "utf8"));
  const pages = new Set(builtRoutes(host.server.dist));
  return {
    isPage: (path: string) => pages.has(path),
    moved: new Map(
      rules.filter(isRedirect).map((rule): [string, Moved] => [rule.from, { to: rule.to, status: rule.status as 301 }]),
    ),
    gone: new Set(rules.filter((rule) => rule.status === 410).map((rule) => rule.from)),
  };
}

const describe = (request: AddressRequest, answer: AddressAnswer) =>
  `${request.method} ${JSON.stringify(request.target)} → ${String(answer.status)}${answer.location ? ` ${answer.location}` : ""}`;

export function addressRows() {
  test(`addresses: the table of ${String(requests.length)} requests, answered as npm start answers it`, async ({
    host,
    hostTable,
  }) => {
    test.setTimeout(180_000);
    const npmStart = named(hostTable, "npm start");
    const reference = await answersOf(npmStart);
    const mine = await answersOf(host);
    const differences: string[] = [];
    const site = siteOf(npmStart);
    for (const request of requests) {
      const answer = mine.get(key(request)) ?? { status: 0, location: undefined };
      if (host.name === "npm start") {
        const expected = decided(request.target, site);
        if (!expected.statuses.includes(answer.status) || answer.location !== expected.location)
          differences.push(`${describe(request, answer)}, where the decision is ${JSON.stringify(expected)}`);
        continue;
      }
      const wanted = reference.get(key(request));
      if (wanted && answer.status === wanted.status && answer.location === wanted.location) continue;
      const platform = host.platform ? await platformAnswer(host, request, answer, site) : undefined;
      if (platform) {
        test
          .info()
          .annotations.push({ type: "platform row", description: `${describe(request, answer)}: ${platform}` });
        continue;
      }
      differences.push(
        `${describe(request, answer)}, where npm start answers ${wanted ? describe(request, wanted) : "nothing"}`,
      );
    }
    expect(
      differences,
      `${host.name}: ${String(differences.length)} of ${String(requests.length)} rows differ`,
    ).toEqual([]);
  });

  test("addresses: no request leads to another site, answers 5xx, or takes more than one hop", async ({ host }) => {
    test.setTimeout(180_000);
    const table = await answersOf(host);
    const problems: string[] = [];
    const redirectTargets = new Set(content.moved.map((rule) => rule.to).filter((to) => to.startsWith("https://")));
    const checked = [
      ...requests.map((request) => ({ request, answer: table.get(key(request)) })),
      ...(await Promise.all(
        probes.flatMap((target) =>
          (["GET", "HEAD"] as const).map(async (method) => {
            const request = { method, target };
            return { request, answer: await ask(host, request).catch(() => undefined) };
          }),
        ),
      )),
    ];
    for (const { request, answer } of checked) {
      // A host that closes the connection on a request it will not read answers nothing: no redirect either.
      if (!answer) continue;
      if (answer.status >= 500) problems.push(`${describe(request, answer)}: a server error`);
      if (!answer.location) continue;
      const target = leadsTo(answer.location, host.origin);
      if (target.origin !== new URL(host.origin).origin) {
        // Only the Redirects list's own targets lead elsewhere, with the visitor's query at most.
        const listed = [...redirectTargets].some((to) => answer.location?.startsWith(to.replace(/#.*$/, "")));
        if (!listed) problems.push(`${describe(request, answer)}: leads to another site`);
        continue;
      }
      const next = await rawRequest(host.origin, `${target.pathname}${target.search}`, { method: request.method });
      if (next.status >= 300 && next.status < 400)
        problems.push(
          `${describe(request, answer)}: a second hop, ${String(next.status)} ${next.headers["location"] ?? ""}`,
        );
    }
    expect(problems).toEqual([]);
  });
}

const sameAnswer = (one: AddressAnswer, other: { status: number; location?: string | undefined }) =>
  one.status === other.status && one.location === other.location;

/** Why a platform answers `request` as it did, where a row of `platformRows` allows the answer; else undefined. */
async function platformAnswer(
  host: LeadHost,
  request: AddressRequest,
  answer: AddressAnswer,
  site: AddressSite,
): Promise<string | undefined> {
  for (const row of platformRows.filter((row) => row.host === host.name)) {
    for (const allowed of row.answers(request, site)) {
      if (allowed === "served") {
        if ((answer.status === 200 || answer.status === 404) && !answer.location) return row.why;
      } else if ("as" in allowed) {
        const as = await ask(host, { method: request.method, target: allowed.as });
        if (sameAnswer(answer, as)) return `${row.why} (as ${JSON.stringify(allowed.as)})`;
      } else if (sameAnswer(answer, allowed)) return row.why;
    }
  }
  return undefined;
}

/** One host of the worker's table, by name. */
function named(hostTable: HostTable, name: string): LeadHost {
  const host = hostTable.hosts.get(name);
  if (!host) throw new Error(`no host named "${name}"`);
  return host;
}
