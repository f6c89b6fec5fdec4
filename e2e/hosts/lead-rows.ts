import { abuseRows } from "./lead-abuse.ts";
import { faultRows } from "./lead-faults.ts";
import { journeyRows } from "./lead-journeys.ts";
import { loadRow } from "./lead-load-row.ts";

/**
 * The lead service's fault table, as rows of the hosts' table (e2e/hosts.spec.ts), on the host of the describe
 * block it is called in: every way a lead could be lost or abused, on each host with its own storage, against a
 * stand-in form service the test can break, with the service's production limits (5 posts in 10 minutes, 3 s to
 * type). Retries are quick here (0.3 s) so recovery is seen in seconds. Each row checks the stored leads
 * (through the host's own storage, with the owner's token), what the form service received, and what the
 * visitor sees. Every visitor reaches the host from a loopback address of its own, as different people do.
 */
export function leadRows() {
  journeyRows();
  faultRows();
  abuseRows();
  loadRow();
}
