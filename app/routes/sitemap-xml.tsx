import { redirect } from "react-router";
import { SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";
import type { Route } from "./+types/sitemap-xml.ts";

/**
 * In-app navigation to /sitemap.xml shows the sitemap page (a visitor sees the same page at either
 * address), keeping any search. A direct request never reaches the app: hosts serve the XML file
 * that crawlers read, so the address moves to /sitemap, where a reload shows the same page.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { search, hash } = new URL(request.url);
  throw redirect(`${SITEMAP_PAGE_PATH}${search}${hash}`);
}

export default function SitemapXml() {
  return null;
}
