/**
 * Copy per market, in YAML. A value may be given a form for each market where meaning
 * differs, not only spelling:
 *
 *     answer:
 *       market:
 *         com: Prices exclude VAT, which is added at the rate that applies.
 *         us: Prices exclude sales tax, which is added where your state requires it.
 *
 * Each market's pages see their own form; one text serves both where none is given. Every file
 * gets a view per market (the very same object when it has no per-market form, so what later
 * steps learn of it is shared). Markdown's forms (`:::market{com}`) are chosen as bodies render
 * (markdown/markets.ts).
 */
import { DOMAINS, type SiteDomain } from "#app/core/locale/index.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";

const KEY = "market";
type Path = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether a value is a per-market form: `{ market: {...} }` and nothing else. */
export const isMarketForm = (value: unknown): value is { market: unknown } =>
  isRecord(value) && Object.keys(value).length === 1 && KEY in value;

/** What the content check (and the editor, beside the field) says of a form that is not complete. */
export const MARKET_FORM_MESSAGE = `a per-market form gives the text of each market: ${KEY}: { ${DOMAINS.map((d) => `${d}: …`).join(", ")} }`;

/** A value with every per-market form resolved for `market`; the path of each faulty form goes to `problem`. */
export function resolveMarkets(
  value: unknown,
  market: SiteDomain,
  path: Path,
  problem: (path: Path) => void,
): unknown {
  if (isMarketForm(value)) {
    const forms = value.market;
    const complete =
      isRecord(forms) &&
      Object.keys(forms).length === DOMAINS.length &&
      DOMAINS.every((d) => typeof forms[d] === "string" && forms[d] !== "");
    if (!complete) {
      problem(path);
      // What the writer did give, so the field's own checks add no second error for the same fault.
      const given = isRecord(forms)
        ? Object.values(forms).find((v) => typeof v === "string" && v !== "")
        : undefined;
      return given ?? "";
    }
    return (forms as Record<SiteDomain, string>)[market];
  }
  if (Array.isArray(value))
    return value.map((item, i) => resolveMarkets(item, market, [...path, i], problem));
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        resolveMarkets(item, market, [...path, key], problem),
      ]),
    );
  return value;
}

/** Whether any value in a tree is a per-market form (most files have none: no copy is made). */
function hasForms(value: unknown): boolean {
  if (isMarketForm(value)) return true;
  if (Array.isArray(value)) return value.some(hasForms);
  if (isRecord(value)) return Object.values(value).some(hasForms);
  return false;
}

/** One file's view per market: itself when it has no form, else a copy with its forms resolved. */
function views(source: SourceFile, report: (errors: ContentError[]) => void): Record<SiteDomain, SourceFile> {
  if (!hasForms(source.data))
    return Object.fromEntries(DOMAINS.map((d) => [d, source])) as Record<SiteDomain, SourceFile>;
  const errors: ContentError[] = [];
  const problem = (path: Path) =>
    errors.push({
      file: source.file,
      line: source.lineOf(path),
      field: path.map(String).join(".") || "file",
      message: MARKET_FORM_MESSAGE,
    });
  const resolved = DOMAINS.map((market) => {
    // The cache's record is of the file as written; a view's validation is its own.
    const view: SourceFile = {
      ...source,
      data: resolveMarkets(source.data, market, [], problem),
      cached: undefined,
    };
    return [market, view] as const;
  });
  // Both markets walk the same forms: each problem once.
  report(errors.slice(0, errors.length / DOMAINS.length));
  return Object.fromEntries(resolved) as Record<SiteDomain, SourceFile>;
}

export const marketsStep = defineStep({
  name: "markets",
  adds: "each file as each market reads it, its YAML per-market forms chosen",
  run({ files }: { files: SourceFile[] }, { report }) {
    const byMarket = Object.fromEntries(DOMAINS.map((d) => [d, [] as SourceFile[]])) as Record<
      SiteDomain,
      SourceFile[]
    >;
    for (const source of files) {
      const view = views(source, report);
      for (const market of DOMAINS) byMarket[market].push(view[market]);
    }
    return { byMarket };
  },
});
