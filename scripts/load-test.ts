/**
 * Load test of `npm start` on 127.0.0.1 only, bounded in time (scripts/lib/load.ts): every answer under
 * load must be the expected one, with no errors or time-outs. Fails on any. Throughput and latency depend
 * on the machine and its load, so `npm run bench` reports them; here they are not judged.
 * Usage: npm run load-test [-- --seconds 10]  (after a build)
 */
import { loadMixes, loadRun } from "./lib/load.ts";

const secondsArg = process.argv.indexOf("--seconds");
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;

const outcomes = [];
for (const mix of loadMixes()) outcomes.push(await loadRun(mix.name, mix.targets, seconds));

console.log(`\n${"run".padEnd(22)}${["requests", "errors", "bad status"].map((h) => h.padStart(11)).join("")}`);
for (const o of outcomes)
  console.log(`${o.name.padEnd(22)}${[o.total, o.errors, o.unexpected].map((v) => String(v).padStart(11)).join("")}`);

const failures = [
  ...outcomes.filter((o) => o.errors > 0).map((o) => `${o.name}: ${o.errors} errors`),
  ...outcomes.filter((o) => o.unexpected > 0).map((o) => `${o.name}: ${o.unexpected} unexpected statuses`),
];
if (failures.length) {
  console.error(`\nLoad test failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\n${seconds} s per run, 32 connections, one server process; every answer as expected.`);
