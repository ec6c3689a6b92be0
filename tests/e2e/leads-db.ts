import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { LEADS_DATABASE, PAGES_DEV_ENV, WRANGLER_BIN } from "../../scripts/serve/pages-dev.ts";

/**
 * The forms' receiver as the served site runs it: the Pages Function under `wrangler pages dev`,
 * writing to the server's own local D1 database, read back here with wrangler's D1 client.
 */
export function leadsWithEmail(baseURL: string, email: string): { form: string; payload: string }[] {
  const stateDir = join(".wrangler", "state", new URL(baseURL).port);
  const result = spawnSync(
    process.execPath,
    [
      WRANGLER_BIN,
      "d1",
      "execute",
      LEADS_DATABASE,
      "--local",
      "--persist-to",
      stateDir,
      "--json",
      "--command",
      `SELECT form, payload FROM leads WHERE email = '${email.replace(/'/g, "''")}'`,
    ],
    { encoding: "utf8", env: { ...process.env, ...PAGES_DEV_ENV, CI: "true" } },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout)[0].results;
}

/** A sender address of this test's own, so the per-address limit of one test never touches another's. */
export const senderOf = (title: string, project: string) =>
  `192.0.2.${[...`${project}:${title}`].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 250, 0) + 1}`;
