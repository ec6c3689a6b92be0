import type { UiStrings } from "#app/core/content/index.ts";

/** The sitemap page's strings (content/ui.yaml, `sitemap:`), already in the visitor's spelling. */
export type SitemapLabels = UiStrings["sitemap"];
