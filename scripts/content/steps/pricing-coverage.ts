/**
 * Module and integration pages say which plans include them by reading pricing.yaml's
 * comparison rows, so every module and every integration must be in exactly one row: none, and
 * its page could not say; two, and the pages and the table could disagree.
 */
import type { CollectionName } from "#app/core/content/index.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import { slugsOf } from "./crosscheck.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

type Row = { module?: string; integrations?: string[] };
type Pricing = { comparison: { rows: Row[] }[] };

const COVERED = { modules: "module", integrations: "integration" } as const;

function checkPricingCoverage(
  source: SourceFile,
  pricing: Pricing,
  slugs: ReadonlyMap<CollectionName, ReadonlySet<string>>,
): ContentError[] {
  const rowsOf = new Map<string, (string | number)[][]>();
  pricing.comparison.forEach((group, g) =>
    group.rows.forEach((row, r) => {
      const at = ["comparison", g, "rows", r];
      const keys = [
        ...(row.module ? [`modules:${row.module}`] : []),
        ...(row.integrations ?? []).map((slug) => `integrations:${slug}`),
      ];
      for (const key of keys) rowsOf.set(key, [...(rowsOf.get(key) ?? []), at]);
    }),
  );
  const errors: ContentError[] = [];
  for (const [collection, noun] of Object.entries(COVERED) as [keyof typeof COVERED, string][]) {
    for (const slug of [...(slugs.get(collection) ?? [])].sort()) {
      const rows = rowsOf.get(`${collection}:${slug}`) ?? [];
      if (rows.length === 1) continue;
      const path = rows[1] ?? ["comparison"];
      errors.push({
        file: source.file,
        line: source.lineOf(path),
        field: path.join("."),
        message:
          rows.length === 0
            ? `${noun} ${slug} is in no comparison row, so its page cannot say which plans include it`
            : `${noun} ${slug} is in ${rows.length} comparison rows; it belongs in one`,
      });
    }
  }
  return errors;
}

export const pricingCoverageStep = defineStep({
  name: "pricing-coverage",
  adds: "an error for each module or integration in no row, or in two, of pricing.yaml's table",
  run({ valid }: { valid: ValidContent }, { report }) {
    const pricingFile = valid.data.pricing;
    if (pricingFile)
      report(checkPricingCoverage(pricingFile.source, pricingFile.data as Pricing, slugsOf(valid)));
    return {};
  },
});
