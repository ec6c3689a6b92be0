import { createContext, use } from "react";
import { useMatches } from "react-router";
import { serializeJsonLd } from "#app/core/seo/index.ts";

/**
 * The site-wide JSON-LD (the company, the product, the site's search), given to the prerender by
 * entry.server.tsx. Only crawlers read it, from the prerendered HTML, and hydration leaves a
 * script's text alone, so it travels in no page's data: the browser renders the element empty.
 */
export const SiteWideSchema = createContext<readonly unknown[]>([]);

/**
 * Writes the JSON-LD as <script type="application/ld+json"> tags in <head>: the site-wide items
 * in one block, then those the page's loader built (breadcrumbs, page types).
 */
export function StructuredData() {
  const siteWide = use(SiteWideSchema);
  const schema = useMatches().flatMap(
    (match) => (match.loaderData as { schema?: unknown[] } | undefined)?.schema ?? [],
  );
  return (
    <>
      <script
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: siteWide.length ? serializeJsonLd(siteWide) : "" }}
      />
      {schema.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}
