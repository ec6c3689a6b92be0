/** The root loader's data: what every page's shell (header, footer, head tags) needs, and nothing more. */
import { siteDomain } from "../../scripts/site-domain.ts";
import { getContent } from "./content.server.ts";
import type { Locale } from "./locale/locale.ts";

export function shellData() {
  const domain = siteDomain();
  const c = getContent();
  const defaultLocale: Locale = domain === "com" ? "UK" : "US";
  return {
    domain,
    defaultLocale,
    siteName: c.site.siteName,
    siteUrls: c.site.siteUrl,
    analyticsId: c.site.analyticsId ?? null,
    business: c.site.business,
    social: c.site.social,
    ui: c.ui,
    navigation: c.navigation,
    modules: c.modules.map(({ slug, path, title, summary, icon, category }) => ({ slug, path, title, summary, icon, category })),
  };
}
export type ShellData = ReturnType<typeof shellData>;
