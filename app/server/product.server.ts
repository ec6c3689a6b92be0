/**
 * What the product pages (modules, industries, case studies, integrations) gather from other
 * content at build time: proof from a case study or a quote, module links with their screens,
 * the pieces their loaders share.
 */
import type { CollectionData } from "#app/core/content/index.ts";
import { getCollection, getData } from "./content.server.ts";

/**
 * The copy of sourced figures' footnotes that the page shows (claims.yaml `labels`), without the
 * templates the content compiler wrote each source line with.
 */
export function footnoteLabels() {
  const { sources, marker, sourceOf } = getData("claims").labels;
  return { sources, marker, sourceOf };
}

type ProofField = CollectionData<"modules">["proof"];

/** A customer's words; for a case study, also its headline result and where the story is. */
export type Proof = {
  quote: { text: string; person: string; role: string; company: string };
  study?: { path: string; headline: { value: string; label: string } };
};

export function proofOf(proof: ProofField): Proof {
  if (proof.quote) return { quote: proof.quote };
  const study = getCollection("caseStudies").find((s) => s.slug === proof.caseStudy)!;
  return {
    quote: { ...study.data.quote, company: study.data.company },
    study: { path: study.path, headline: study.data.results[0]! },
  };
}

/** A module as other pages link to it: its name, card text and the screen beside it. */
export type ModuleLink = { slug: string; path: string; title: string; summary: string; screenAlt: string };

export function moduleLinks(slugs: readonly string[]): ModuleLink[] {
  const modules = getCollection("modules");
  return slugs.map((slug) => {
    const { path, data } = modules.find((m) => m.slug === slug)!;
    return { slug, path, title: data.title, summary: data.summary, screenAlt: data.screenAlt };
  });
}
