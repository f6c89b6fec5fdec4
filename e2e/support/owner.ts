import { createHash } from "node:crypto";
import type { NewLead } from "../../leads/lead.ts";
import { addDays, dayStart, ownerDate, type OwnerClock } from "../../leads/owner/clock.ts";
import { openSqlite, sqliteStore } from "../../leads/store/sqlite.ts";
import { SqlLeadStore } from "../../leads/store/sql-store.ts";
import { site } from "../../src/config/site.ts";

/** The owner's token on every server the browser tests start, so the tests open the inbox as the owner does. */
export const ownerToken = "tests-only-owner-token-0123456789abcdef";
/** The owner's sign-in, as a browser sends it once asked. */
export const ownerSignIn = `Basic ${btoa(`owner:${ownerToken}`)}`;

/** The company's clock, as the lead service reads it from the build (src/content/company.json). */
export const companyClock: OwnerClock = { zone: site.timeZone.id, zoneName: site.timeZone.name };

/**
 * Leads of last month (in the company's days), as the Sources view's journeys read them: from AI assistants,
 * Google, a LinkedIn campaign and a newsletter, a few each, every one named `Sources <channel> <n>`. Last
 * month, because the other tests of a worker store their leads today: last month's counts are these alone.
 * Stored through the lead service's own store, so each is named as a posted lead is; storing them twice (a
 * journey at two widths) keeps one of each.
 */
export const lastMonthsLeads = { "AI Assistants": 3, "Organic Search": 2, "Organic Social": 4, Email: 1 } as const;

export async function storeLastMonthsLeads(database: string, now = Date.now()): Promise<{ from: string; to: string }> {
  const today = ownerDate(now, companyClock);
  const to = addDays(`${today.slice(0, 8)}01`, -1);
  const from = `${to.slice(0, 8)}01`;
  const sources: Record<keyof typeof lastMonthsLeads, NewLead["source"]> = {
    "AI Assistants": { page: "/contact", referrer: "chatgpt.com" },
    "Organic Search": { page: "/contact", referrer: "www.google.com" },
    "Organic Social": {
      page: "/contact",
      landing: "/services/cloud-migration?utm_source=linkedin&utm_medium=social&utm_campaign=journeys",
      utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "journeys" },
    },
    Email: { page: "/contact", referrer: "mail.google.com" },
  };
  const store = sqliteStore(database);
  try {
    for (const [channel, count] of Object.entries(lastMonthsLeads) as [keyof typeof lastMonthsLeads, number][]) {
      for (let n = 1; n <= count; n++) {
        await store.saveLead({
          id: crypto.randomUUID(),
          key: `sources-journey-${channel}-${String(n)}`,
          kind: "contact",
          receivedAt: dayStart(addDays(from, 9 + n), companyClock) + 12 * 3_600_000,
          status: "forwarded",
          fields: {
            "Full Name": `Sources ${channel} ${String(n)}`,
            "Email Address": `sources-${String(n)}@example.com`,
          },
          source: sources[channel],
          clientHash: "journeys",
        });
      }
    }
  } finally {
    store.close();
  }
  return { from, to };
}

/**
 * The id of the `n`th lead of a series kept under `tag`: the whole tag, hashed, names it, so no two tags share an
 * id (an id cut from a tag's digits made "a8" and "f8" one lead, and the second store failed on the id).
 */
const taggedLeadId = (series: "8" | "9", tag: string, n: number) => {
  const hash = createHash("sha256").update(tag).digest("hex");
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4000-${series}000-${String(n).padStart(12, "0")}`;
};

/** The id of the `n`th lead `storePendingLeads` keeps under `tag`. */
export const pendingLeadId = (tag: string, n: number) => taggedLeadId("8", tag, n);

/** How many pending leads `storePendingLeads` keeps on its day: a full page of the inbox, and six more. */
export const pendingLeadsCount = 56;

/**
 * 56 pending leads of one past day, as a failing form service leaves them: tried once, the next try tomorrow (so
 * the site's own sweep leaves them be while a test looks), one the form service will not take (it needs the owner)
 * and one written in Arabic. Named `Pending <tag> <nn>`, the newest first from 00; storing them again changes nothing.
 */
export async function storePendingLeads(database: string, day: string, tag: string, now = Date.now()): Promise<void> {
  // One transaction: the site's sweep never sees a lead between its storing (due at once) and its failed try
  // (due tomorrow), so none is delivered while the test counts them.
  const db = openSqlite(database);
  const store = new SqlLeadStore(() => db);
  await db.run("BEGIN IMMEDIATE");
  try {
    for (let n = 0; n < pendingLeadsCount; n++) {
      const id = pendingLeadId(tag, n);
      const saved = await store.saveLead({
        id,
        key: `pending-${tag}-${String(n)}`,
        kind: "contact",
        receivedAt: dayStart(day, companyClock) + 20 * 3_600_000 - n * 60_000,
        status: "pending",
        fields: {
          "Full Name": `Pending ${tag} ${String(n).padStart(2, "0")}`,
          "Email Address": `pending-${tag}-${String(n)}@example.com`,
          "Phone Number": "+1 (307) 555-0142",
          "Company Name": "Big Horn Clinics",
          Message: n === 53 ? "نحتاج إلى بوابة للمرضى." : "We need a patient portal for three clinics.",
        },
        topic: "Cloud Migration",
        source: { page: "/contact", referrer: "www.google.com" },
        clientHash: "journeys",
      });
      if (saved !== "stored") continue;
      await store.markFailed(id, "answered HTTP 500", now + 86_400_000);
      if (n === 2) await store.markNeedsOwner(id, "refused: This form needs Activation.", now);
    }
    await db.run("COMMIT");
  } catch (error) {
    await db.run("ROLLBACK");
    throw error;
  } finally {
    db.close();
  }
}

/** The address of `storeOwnerCases`' delivered lead: 60 characters, as long as a real one gets. */
export const longAddress = (tag: string) =>
  `maximiliana.oyelaran-featherstonehaugh.${tag}@clinics.example`.padEnd(60, "x");

/**
 * What the owner's phone journeys act on, stored today under `tag`: a lead delivered with a 60-character address
 * (its Email button must keep its word whole at 390 px), and a message filed as spam, so every view holds one.
 * Storing them again changes nothing.
 */
export async function storeOwnerCases(database: string, tag: string, now = Date.now()): Promise<{ delivered: string }> {
  const store = sqliteStore(database);
  const id = (n: number) => taggedLeadId("9", tag, n);
  try {
    const delivered = id(1);
    if (
      (await store.saveLead({
        id: delivered,
        key: `owner-cases-${tag}-delivered`,
        kind: "contact",
        receivedAt: now - 3_600_000,
        status: "pending",
        fields: {
          "Full Name": `Owner case ${tag}`,
          "Email Address": longAddress(tag),
          "Phone Number": "+1 (307) 555-0142",
          "Company Name": "Big Horn Clinics",
          Message: "We need a patient portal for three clinics.",
        },
        source: { page: "/contact", referrer: "www.google.com" },
        clientHash: "journeys",
      })) === "stored"
    ) {
      await store.claim(delivered, now, 60_000);
      await store.markForwarded(delivered, now - 3_000_000);
    }
    await store.saveLead({
      id: id(2),
      key: `owner-cases-${tag}-spam`,
      kind: "contact",
      receivedAt: now - 1_800_000,
      status: "spam",
      spamReason: "the honeypot was filled",
      fields: { "Full Name": `Owner spam ${tag}`, "Email Address": `bot-${tag}@spam.example`, Message: "Buy links." },
      source: { page: "/contact" },
      clientHash: "journeys",
    });
    return { delivered };
  } finally {
    store.close();
  }
}
