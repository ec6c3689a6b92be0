/**
 * The leads database through `wrangler d1 execute`, shaped like D1's binding (lead-store.ts's
 * D1Like), so the command line uses the very statements the Function does: the local database a
 * served build writes (`--persist-to`), or the production one (`--remote`, with the Cloudflare
 * credentials wrangler finds). Values are written into the SQL as literals, since `d1 execute`
 * takes no parameters.
 */
import { spawnSync } from "node:child_process";
import type { D1Like } from "./lead-store.ts";
import { LEADS_DATABASE, PAGES_DEV_ENV, WRANGLER_BIN } from "#backend/host/index.ts";

export type Where = { remote: true } | { remote: false; persistTo: string };

/** A value as an SQL literal: numbers as they are, text quoted, anything else NULL. */
function sqlLiteral(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  return "NULL";
}

/** `?N` placeholders replaced by the N-th value (the whole number: ?10 is the tenth, not ?1 then 0). */
export function bindLiterals(sql: string, values: readonly unknown[]): string {
  return sql.replace(/\?(\d+)/g, (_, n: string) => sqlLiteral(values[Number(n) - 1]));
}

type Result = { results: unknown[]; meta: { changes?: number } };

function execute(where: Where, sql: string): Result {
  const target = where.remote ? ["--remote"] : ["--local", "--persist-to", where.persistTo];
  const result = spawnSync(
    process.execPath,
    [WRANGLER_BIN, "d1", "execute", LEADS_DATABASE, ...target, "--json", "--command", sql],
    { encoding: "utf8", env: { ...process.env, ...PAGES_DEV_ENV, CI: "true" } },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stdout}\n${result.stderr}`);
  return (JSON.parse(result.stdout) as Result[])[0]!;
}

export function wranglerD1(where: Where): D1Like {
  return {
    prepare: (sql) => ({
      bind: (...values) => {
        const statement = bindLiterals(sql, values);
        return {
          first: async <T>() => (execute(where, statement).results[0] as T | undefined) ?? null,
          run: async () => execute(where, statement),
          all: async <T>() => ({ results: execute(where, statement).results as T[] }),
        };
      },
    }),
  };
}
