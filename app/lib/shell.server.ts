/** The root loader's data: what every page's shell (header, footer, head tags) needs, and nothing more. */
import { siteDomain } from "../../scripts/site-domain.ts";
import { getContent } from "./content.server.ts";
import type { Navigation, UiStrings } from "../../scripts/content/compiled.ts";
import type { Locale } from "./locale/locale.ts";

/** Strings only one page template shows travel in that page's loader data, not in every page's. */
const PAGE_ONLY_UI = ["sitemap", "pricing", "contact", "relatedModules", "onThisPage", "readMore", "publishedOn", "by"] as const;

function shellUi(ui: UiStrings): Omit<UiStrings, (typeof PAGE_ONLY_UI)[number]> {
  const shared: Partial<UiStrings> = { ...ui };
  for (const key of PAGE_ONLY_UI) delete shared[key];
  return shared as Omit<UiStrings, (typeof PAGE_ONLY_UI)[number]>;
}

/** The header's Modules entry without its mega-menu copy, which loads with the panel. */
function shellNavigation({ header: { modules: { menu: _menu, ...modules }, ...header }, ...navigation }: Navigation) {
  return { ...navigation, header: { ...header, modules } };
}

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
    ui: shellUi(c.ui),
    navigation: shellNavigation(c.navigation),
    // The footer lists every module; the mega-menu's cards come with its panel (mega-menu.json).
    modules: c.modules.map(({ path, title }) => ({ path, title })),
  };
}
export type ShellData = ReturnType<typeof shellData>;
