/**
 * Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory), run against a server on this machine:
 *
 *   NODE_EXTRA_CA_CERTS=cert.pem node scripts/observatory.ts localhost --http-port 8080 --https-port 8443 --path /keystatic
 *
 * prints the grade, the score and each test's result as JSON. The package's own command line takes no port
 * and its `scan()` drops the options it is given, so this calls its retriever with them and grades the
 * answers with its own tests and grader, as `scan()` does.
 */
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "http-port": { type: "string" }, "https-port": { type: "string" }, path: { type: "string" } },
});
const hostname = positionals[0];
if (!hostname) {
  console.error("Usage: node scripts/observatory.ts <hostname> [--http-port N] [--https-port N] [--path /page]");
  process.exit(2);
}

const packageRoot = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
// The package's install script downloads Chromium's HSTS preload list; offline it never ran. A host on this
// machine is on no preload list, which is what an empty list says.
const preload = join(packageRoot, "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}\n");

type Output = { result?: string; pass?: boolean | null; scoreModifier?: number; constructor: { name: string } };
const from = (path: string) => import(join(packageRoot, "src", path)) as Promise<Record<string, unknown>>;
const { retrieve } = (await from("retriever/retriever.js")) as {
  retrieve: (host: string, options: object) => Promise<{ responses: { auto?: { status: number } } }>;
};
const { ALL_TESTS } = (await from("constants.js")) as { ALL_TESTS: ((requests: unknown) => Output)[] };
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = (await from("grader/charts.js")) as {
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
};
const grader = (await from("grader/grader.js")) as {
  getGradeForScore: (score: number) => { grade: string; score: number };
  getScoreModifier: (result: string) => number;
};

const requests = await retrieve(hostname, {
  httpPort: values["http-port"],
  httpsPort: values["https-port"],
  path: values.path,
});
const status = requests.responses.auto?.status;
if (status === undefined) {
  console.error(`The Observatory could not connect to ${hostname}.`);
  process.exit(1);
}

// The grading of the package's scan(): every failed test subtracts, bonuses count only from an A up.
let withBonuses = 100;
let withoutBonuses = 100;
const tests: Record<string, { result: string | undefined; pass: boolean | null | undefined; scoreModifier: number }> =
  {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = output.result ? grader.getScoreModifier(output.result) : 0;
  withBonuses += modifier;
  if (modifier < 0) withoutBonuses += modifier;
  tests[output.constructor.name] = { result: output.result, pass: output.pass, scoreModifier: modifier };
}
const { grade, score } = grader.getGradeForScore(
  withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses,
);
console.log(JSON.stringify({ hostname, path: values.path ?? "/", status, grade, score, tests }, null, 2));
