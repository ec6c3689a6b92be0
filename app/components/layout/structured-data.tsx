import { useMatches } from "react-router";
import { serializeJsonLd } from "#app/core/seo/index.ts";

/**
 * Writes the JSON-LD that the matched routes' loaders built (site-wide from the root, breadcrumbs
 * and page types from the page) as <script type="application/ld+json"> tags in <head>.
 */
export function StructuredData() {
  const schema = useMatches().flatMap(
    (match) => (match.loaderData as { schema?: unknown[] } | undefined)?.schema ?? [],
  );
  return schema.map((item, index) => (
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
    />
  ));
}
