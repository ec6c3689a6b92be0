/** The root loader's data: what every page's shell (header, footer, head tags) needs, and nothing more. */
import { analyticsIdFor } from "../../scripts/analytics-id.ts";
import { siteDomain } from "../../scripts/site-domain.ts";
import { getContent } from "./content.server.ts";
import type { Navigation, UiStrings } from "../../scripts/content/compiled.ts";
import type { Locale } from "./locale/locale.ts";
import { FEED_PATH } from "./site-paths.ts";

/** Strings only one page template shows travel in that page's loader data, not in every page's. */
const PAGE_ONLY_UI = [
  "sitemap",
  "pricing",
  "contact",
  "relatedModules",
  "onThisPage",
  "readMore",
  "publishedOn",
  "by",
] as const;

type ShellUi = Omit<UiStrings, (typeof PAGE_ONLY_UI)[number] | "consent"> & {
  consent?: UiStrings["consent"];
};

/** The consent banner's copy travels only in builds that have analytics to ask about. */
function shellUi(ui: UiStrings, withConsent: boolean): ShellUi {
  const shared: Partial<UiStrings> = { ...ui };
  for (const key of PAGE_ONLY_UI) delete shared[key];
  if (!withConsent) delete shared.consent;
  return shared as ShellUi;
}

/** The header's Modules entry without its mega-menu copy, which loads with the panel. */
function shellNavigation({
  header: {
    modules: { menu: _menu, ...modules },
    ...header
  },
  ...navigation
}: Navigation) {
  return { ...navigation, header: { ...header, modules } };
}

export function shellData() {
  const domain = siteDomain();
  const c = getContent();
  const defaultLocale: Locale = domain === "com" ? "UK" : "US";
  const analyticsId = analyticsIdFor(c.site.analyticsId);
  return {
    domain,
    defaultLocale,
    siteName: c.site.siteName,
    siteUrls: c.site.siteUrl,
    analyticsId,
    // For the 404 page's head, which is built in the browser (routes/not-found.tsx).
    feed: { title: c.site.feed.title, href: FEED_PATH },
    business: c.site.business,
    social: c.site.social,
    ui: shellUi(c.ui, analyticsId !== null),
    navigation: shellNavigation(c.navigation),
    // The footer lists every module; the mega-menu's cards come with its panel (mega-menu.json).
    modules: c.modules.map(({ path, title }) => ({ path, title })),
  };
}
export type ShellData = ReturnType<typeof shellData>;
