import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promisify } from "node:util";
import { execFile } from "node:child_process";
import { sqliteStore } from "../leads/store/sqlite.ts";
import { addDays, ownerDate } from "../leads/owner/clock.ts";
import { site } from "../src/config/site.ts";
import { startAlertWebhook } from "../testing/alert-webhook-stand-in.ts";

const folder = mkdtempSync(join(tmpdir(), "leads-cli-"));
const database = join(folder, "leads.sqlite");

/** `npm run leads -- ...args` as the owner runs it, on the test's database. */
const leads = (...args: string[]) =>
  spawnSync(process.execPath, [join(import.meta.dirname, "leads.ts"), ...args], {
    encoding: "utf8",
    env: { ...process.env, LEADS_DB: database },
  });

// eslint-disable-next-line no-control-regex -- what a terminal acts on: ESC, BEL, CR, LF, C1, bidi
const actedOn = /[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

beforeAll(async () => {
  const store = sqliteStore(database);
  await store.saveLead({
    id: "L1",
    key: "k1",
    kind: "contact",
    receivedAt: Date.now(),
    status: "pending",
    fields: {
      "Full Name": "\x1b]0;PWNED\x07\x1b[2JEvil\n2026-01-01 00:00  contact  Fake",
      "Email Address": "evil@example.com",
      Message: "-2+3+cmd|' /C calc'!A0",
    },
    source: { utm: { utm_source: "\x1b]8;;https://evil.example/\x1b\\\x1b[5;31mli\u202e" } },
    clientHash: "c",
  });
  // A lead whose sender was killed mid-forward (SIGKILL): claimed, never marked sent or failed.
  await store.saveLead({
    id: "L2",
    key: "k2",
    kind: "contact",
    receivedAt: Date.now() - 60_000,
    status: "pending",
    fields: { "Full Name": "Dana Reyes", "Email Address": "dana@example.com", Message: "Cut short." },
    source: {},
    clientHash: "c",
  });
  await store.claim("L2", Date.now(), 5 * 60_000);
  store.close();
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("The CLI and CSV rows read what the owner would see", () => {
  it("prints the table with every visitor's control code escaped and the lead on one row", () => {
    const { stdout, status } = leads();
    expect(status).toBe(0);
    const rows = stdout.replace(/\n$/, "").split("\n");
    expect(rows).toHaveLength(4);
    // Times on the company's clock (src/content/company.json), named once, whatever the machine's zone.
    expect(rows[0]).toMatch(/^Times in .+ \(.+\/.+\)\.$/);
    expect(rows[2]).toContain(String.raw`\x1b]0;PWNED\x07\x1b[2JEvil\n20…`);
    expect(rows.join("")).not.toMatch(actedOn);
  });

  it("says of a lead whose forward was cut short that a sender holds it, and from when it is tried again", () => {
    const { stdout } = leads();
    expect(stdout.split("\n").find((row) => row.includes("Dana Reyes"))).toMatch(
      /pending: being sent, or its sender stopped mid-send; tried again from \d{4}-\d\d-\d\d \d\d:\d\d$/,
    );
  });

  it("prints the CSV with one line per lead and OWASP's example as text", () => {
    const { stdout, status } = leads("--csv", "-");
    expect(status).toBe(0);
    const rows = stdout.replace(/\r\n$/, "").split("\r\n");
    expect(rows).toHaveLength(3);
    expect(rows[1]?.split(",")[8]).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(rows[1]).toContain(String.raw`"\x1b]8;;https://evil.example/\x1b\\x1b[5;31mli\u202e"`);
    expect(rows.join("")).not.toMatch(actedOn);
  });

  it("writes the CSV file under its name only once it is whole, with the byte order mark a file starts with", () => {
    const file = join(folder, "export.csv");
    const { stdout, status } = leads("--csv", file);
    expect(status).toBe(0);
    expect(stdout).toBe(`Wrote ${file}\n`);
    const text = readFileSync(file, "utf8");
    expect(text.startsWith('\uFEFF"id","received"')).toBe(true);
    expect(text.match(/^"L\d"/gm)).toEqual(['"L1"', '"L2"']);
    expect(readdirSync(folder).filter((name) => name.endsWith(".part"))).toEqual([]);
  });

  it("stops quietly when the reader of its CSV stops early, as `| head -1` does", async () => {
    // More than a pipe holds (64 KB), so the listing is still being written when its reader goes.
    const many = join(folder, "many.sqlite");
    const store = sqliteStore(many);
    for (let n = 0; n < 200; n++) {
      await store.saveLead({
        id: `M${String(n)}`,
        key: `m${String(n)}`,
        kind: "contact",
        receivedAt: Date.now() - n,
        status: "forwarded",
        fields: { "Full Name": `Reader ${String(n)}`, Message: "A long message. ".repeat(300) },
        source: {},
        clientHash: "c",
      });
    }
    store.close();
    const cli = spawn(process.execPath, [join(import.meta.dirname, "leads.ts"), "--csv", "-"], {
      env: { ...process.env, LEADS_DB: many },
    });
    let stderr = "";
    cli.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    await once(cli.stdout, "data");
    cli.stdout.destroy();
    const [code] = (await once(cli, "exit")) as [number | null];
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });

  it("prints the weekly report of the seven days from --week, escaped, and refuses a day that is not one", () => {
    const first = addDays(ownerDate(Date.now(), { zone: site.timeZone.id, zoneName: "" }), -6);
    const { stdout, stderr, status } = leads("--report", "--week", first);
    expect(status, stderr).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]?.startsWith(`Weekly report for ${site.name}: `)).toBe(true);
    expect(lines[1]).toBe("Leads: 2 contact messages (0 the week before), 0 newsletter sign-ups (0).");
    // The campaign a visitor named, with its escapes shown and not obeyed.
    expect(stdout).toMatch(/^Top campaigns: \\x1b\]8;;https:\/\/evil\.example\/.* 1$/m);
    expect(stdout.replace(/\n/g, "")).not.toMatch(actedOn);
    const refused = leads("--report", "--week", "2026-02-30");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^--week: "2026-02-30" is not a day of the calendar\./);
  });

  it("sends the report to LEADS_ALERT_WEBHOOK with --send, and says when there is none to send it to", async () => {
    const webhook = await startAlertWebhook();
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [join(import.meta.dirname, "leads.ts"), "--report", "--send"],
        {
          env: { ...process.env, LEADS_DB: database, LEADS_ALERT_WEBHOOK: webhook.url },
        },
      );
      expect(stdout).toMatch(/\nSent to the alert webhook\.\n$/);
      expect(webhook.reports).toHaveLength(1);
      expect(webhook.reports[0]?.text).toMatch(/^\*Weekly report\* for /);
    } finally {
      await webhook.stop();
    }
    const unset = leads("--report", "--send");
    expect(unset.status).toBe(1);
    expect(unset.stderr.trim()).toBe("Set LEADS_ALERT_WEBHOOK to the team chat's webhook to send the report.");
  });
});
