/**
 * The claims step, run for each market between facts and uk-check (compile.ts gives the order):
 * claims and quotes written in where pages name them. A home stat, a case study's result or an
 * industry's figure names a claim of claims.yaml (`claim: orders-processed`) and gets its figure,
 * what it measures and its source as one footnote line; a testimonial or a case study names a quote
 * of quotes.yaml (`quote: woolcool`) and gets its words and speaker. A name that is not an entry is
 * an error at its line. Runs after the facts step, so claims and quotes may themselves name facts.
 */
import { fillCount, fillTemplate } from "#app/core/text/index.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { SourceFile } from "./load.ts";
import { defineStep } from "./step.ts";
import type { ValidContent } from "./validate.ts";

type Claim = { figure: string; measures: string; basis: string; by: string; customers: number; date: string };
type Claims = {
  labels: { source: string; customers: { one: string; other: string } };
  claims: Record<string, Claim>;
};
type Quote = { text: string; person: string; role: string; company: string };
type Figure = { claim: string; value: string; label: string; source: string };
type Path = (string | number)[];

/** "March 2025": the month and year read the same in UK and US English. */
function monthOf(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A claim's footnote: what was counted, who measured it, across how many customers, when. */
function sourceLine(claims: Claims, claim: Claim): string {
  return fillTemplate(claims.labels.source, {
    basis: claim.basis,
    by: claim.by,
    customers: fillCount(claims.labels.customers, claim.customers),
    date: monthOf(claim.date),
  });
}

export const claimsStep = defineStep({
  name: "claims",
  adds: "each named claim's figure and source and each named quote's words, an unknown name an error",
  run({ valid }: { valid: ValidContent }, { report }) {
    const claims = valid.data.claims?.data as Claims | undefined;
    const quotes = (valid.data.quotes?.data as { quotes: Record<string, Quote> } | undefined)?.quotes;
    const errors: ContentError[] = [];
    const fail = (source: SourceFile, path: Path, message: string) =>
      errors.push({ file: source.file, line: source.lineOf(path), field: path.join("."), message });
    const fill = (source: SourceFile, path: Path, figure: Figure) => {
      const claim =
        claims && Object.hasOwn(claims.claims, figure.claim) ? claims.claims[figure.claim]! : null;
      if (!claim) return fail(source, [...path, "claim"], `"${figure.claim}" is not a claim of claims.yaml`);
      Object.assign(figure, {
        value: claim.figure,
        label: claim.measures,
        source: sourceLine(claims!, claim),
      });
    };
    const quoteOf = (source: SourceFile, path: Path, id: string): Quote | null => {
      if (quotes && Object.hasOwn(quotes, id)) return quotes[id]!;
      fail(source, path, `"${id}" is not a quote of quotes.yaml`);
      return null;
    };
    const home = valid.data.home;
    if (home) {
      const results = (home.data as { results: { stats: Figure[]; testimonials: Record<string, string>[] } })
        .results;
      results.stats.forEach((stat, i) => fill(home.source, ["results", "stats", i], stat));
      results.testimonials.forEach((item, i) => {
        const quote = quoteOf(home.source, ["results", "testimonials", i, "quote"], item.quoteId!);
        if (quote)
          Object.assign(item, {
            company: quote.company,
            quote: quote.text,
            person: quote.person,
            role: quote.role,
          });
      });
    }
    for (const industry of valid.entries.industries) {
      const data = industry.data as { figures: Figure[] };
      data.figures.forEach((figure, i) => fill(industry.source, ["figures", i], figure));
    }
    for (const study of valid.entries.caseStudies) {
      const data = study.data as { results: Figure[]; quote: Quote & { id: string } };
      data.results.forEach((figure, i) => fill(study.source, ["results", i], figure));
      const quote = quoteOf(study.source, ["quote"], data.quote.id);
      if (quote) Object.assign(data.quote, { text: quote.text, person: quote.person, role: quote.role });
    }
    report(errors);
    return {};
  },
});
