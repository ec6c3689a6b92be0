import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { LEADS_DATABASE, PAGES_DEV_ENV, WRANGLER_BIN } from "../../scripts/serve/pages-dev.ts";

/** Docs feedback rows whose comment is `comment`, from the served site's own local D1 (as leads-db.ts). */
export function feedbackWithComment(
  baseURL: string,
  comment: string,
): { page: string; helpful: number; comment: string }[] {
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
      `SELECT page, helpful, comment FROM feedback WHERE comment = '${comment.replace(/'/g, "''")}'`,
    ],
    { encoding: "utf8", env: { ...process.env, ...PAGES_DEV_ENV, CI: "true" } },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout)[0].results;
}
