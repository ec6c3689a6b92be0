/** The root loader's data: what every page's shell (header, footer, head tags) needs, and nothing more. */
import { analyticsIdFor } from "#app/core/seo/index.ts";
import type { Market, Navigation, UiStrings } from "#app/core/content/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { langTag, localeOf } from "#app/core/locale/index.ts";
import { ogImagePath } from "#app/core/seo/index.ts";
import { hostOf, NOT_FOUND_CARD_PATH, NOT_FOUND_PRERENDER_PATH } from "#app/core/site/index.ts";
import { buildDomain } from "./build.server.ts";
import { buildMarket, getCollection, getData } from "./content.server.ts";
import { pageHead } from "./page-head.server.ts";
import { buildDate, copyrightYears } from "#app/core/site/index.ts";

/** Strings only one page template shows travel in that page's loader data, not in every page's. */
const PAGE_ONLY_UI = [
  "sitemap",
  "forms",
  "account",
  "relatedModules",
  "onThisPage",
  "readMore",
  "publishedOn",
  "by",
  "blog",
  "product",
  "integrations",
  "docs",
  "faq",
] as const;

type ShellUi = Omit<UiStrings, (typeof PAGE_ONLY_UI)[number] | "consent" | "search"> & {
  consent?: UiStrings["consent"];
  search: Pick<UiStrings["search"], "open">;
};

/** The company's name, for the copyright line, and its registration and VAT lines. */
function companyLines({
  legalName,
  registration,
  registeredIn,
  registrationNumber,
  vat,
  vatNumber,
}: Market["company"]) {
  const lines = [fillTemplate(registration, { place: registeredIn, number: registrationNumber })];
  if (vat && vatNumber) lines.push(fillTemplate(vat, { number: vatNumber }));
  return { name: legalName, lines };
}

/**
 * The consent banner's copy travels only in builds that have analytics to ask about; of search's,
 * only the opener's label (the dialog's copy comes with the dialog: search-dialog.json).
 */
function shellUi(ui: UiStrings, withConsent: boolean): ShellUi {
  const shared: Partial<UiStrings> = { ...ui };
  for (const key of PAGE_ONLY_UI) delete shared[key];
  if (!withConsent) delete shared.consent;
  return { ...shared, search: { open: ui.search.open } } as ShellUi;
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

/**
 * The 404 page's head tags. Its prerender (served as 404.html at any unknown URL) carries them all;
 * every other page carries only the title, which is all that an in-app visit to an unknown URL
 * shows: after the first load, only the browser reads the head.
 */
function notFoundHead(path: string) {
  const head = pageHead({
    title: getData("ui").notFound.title,
    description: getData("ui").notFound.text,
    path: NOT_FOUND_PRERENDER_PATH,
    robots: "noindex",
    alternates: false,
    ogImage: ogImagePath(NOT_FOUND_CARD_PATH),
  });
  return path === NOT_FOUND_PRERENDER_PATH ? head : head.filter((tag) => "title" in tag);
}

/** `path`: the page being prerendered. */
export function shellData(path: string) {
  const domain = buildDomain();
  const site = getData("site");
  const defaultLocale = localeOf(domain);
  const analyticsId = analyticsIdFor(site.analyticsId, process.env);
  return {
    domain,
    defaultLocale,
    /** `<html lang>` of the prerendered page. */
    lang: langTag(defaultLocale),
    siteName: site.siteName,
    siteUrls: site.siteUrl,
    /** This domain as a visitor writes it, e.g. "tracker-app.com". */
    host: hostOf(site.siteUrl[domain]),
    analyticsId,
    business: site.business,
    /** The footer's legal lines: this domain's company, its registration and (where it has one) VAT number. */
    company: companyLines(buildMarket().company),
    /** "2025–2026": from the first year to the build's (site-footer.tsx). */
    copyrightYears: copyrightYears(site.business.copyrightYear, buildDate(process.env)),
    social: site.social,
    ui: shellUi(getData("ui"), analyticsId !== null),
    navigation: shellNavigation(getData("navigation")),
    // The footer lists every module; the mega-menu's cards come with its panel (mega-menu.json).
    modules: getCollection("modules").map(({ path, data }) => ({ path, title: data.title })),
    /** The head of the 404 page (root.tsx's meta), built here so the SEO helper stays out of the browser. */
    notFoundHead: notFoundHead(path),
  };
}
export type ShellData = ReturnType<typeof shellData>;
