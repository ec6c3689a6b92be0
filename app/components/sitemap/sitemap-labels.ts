import type { UiStrings } from "~/core/content/types";

/** The sitemap page's strings (content/ui.yaml, `sitemap:`), already in the visitor's spelling. */
export type SitemapLabels = UiStrings["sitemap"];
