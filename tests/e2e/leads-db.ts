import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "smol-toml";
import { LEADS_DATABASE } from "#backend/host/index.ts";
import { openD1 } from "#tests/support/d1.ts";

/**
 * The leads database's id in wrangler.toml, which names its file in a server's local state: read
 * on a spec's first query, not when a spec that never queries imports this file.
 */
let leadsDatabaseId: string | undefined;
function leadsDatabase(): string {
  if (leadsDatabaseId === undefined) {
    const { d1_databases } = parse(readFileSync("wrangler.toml", "utf8")) as {
      d1_databases: { database_name: string; database_id: string }[];
    };
    leadsDatabaseId = d1_databases.find((d) => d.database_name === LEADS_DATABASE)!.database_id;
  }
  return leadsDatabaseId;
}

/**
 * The receivers as the served site runs them: Pages Functions under `wrangler pages dev`, writing
 * to the server's own local D1 database, read back here in Cloudflare's local runtime from a copy.
 * Opening the served file from a second process made the server's own queries fail with
 * SQLITE_BUSY (a 500 to another test's form) when that process recovered or checkpointed the
 * write-ahead log. The copy leaves out the -shm index, so SQLite rebuilds it from the log and
 * stops at any frame the copy caught half-written; this test's own write was committed before.
 * (Miniflare in this process, rather than `wrangler d1 execute`: the same engine, without starting
 * wrangler's command line for each query, about 2 CPU-seconds each.)
 */
async function queryServedD1<Row>(baseURL: string, sql: string): Promise<Row[]> {
  const stateDir = mkdtempSync(join(tmpdir(), "served-d1-"));
  const d1 = join("v3", "d1");
  cpSync(join(".wrangler", "state", new URL(baseURL).port, d1), join(stateDir, d1), {
    recursive: true,
    filter: (source) => !source.endsWith("-shm"),
  });
  const database = openD1({ dir: join(stateDir, d1), id: leadsDatabase() });
  try {
    return (await database.db.prepare(sql).bind().all<Row>()).results;
  } finally {
    await database.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

/** A string as an SQL literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The forms' leads sent from `email`. */
export const leadsWithEmail = (baseURL: string, email: string) =>
  queryServedD1<{ form: string; payload: string }>(
    baseURL,
    `SELECT form, payload FROM leads WHERE email = ${literal(email)}`,
  );

/** The docs pages' feedback answers whose comment is `comment`. */
export const feedbackWithComment = (baseURL: string, comment: string) =>
  queryServedD1<{ page: string; helpful: number; comment: string }>(
    baseURL,
    `SELECT page, helpful, comment FROM feedback WHERE comment = ${literal(comment)}`,
  );

/** A sender address of this test's own, so the per-address limit of one test never touches another's. */
export const senderOf = (title: string, project: string) =>
  `192.0.2.${[...`${project}:${title}`].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 250, 0) + 1}`;

/**
 * The headers of a post as the site's own page would send it, from this test's own address: the
 * receivers refuse a post without this site's Origin (backend/http/same-origin.ts).
 */
export const sameSiteHeaders = (testInfo: {
  title: string;
  project: { name: string; use: { baseURL?: string } };
}) => ({
  "cf-connecting-ip": senderOf(testInfo.title, testInfo.project.name),
  origin: new URL(testInfo.project.use.baseURL!).origin,
});

/** How many leads were sent from an address ending in `suffix` (one test's batch). */
export const leadCountWithEmailEnding = (baseURL: string, suffix: string) =>
  queryServedD1<{ n: number }>(
    baseURL,
    `SELECT COUNT(*) AS n FROM leads WHERE email LIKE ${literal(`%${suffix}`)}`,
  ).then(([row]) => row!.n);
