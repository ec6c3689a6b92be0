/** Fixed paths of the site that code, not content, depends on. In the shell chunk: tiny and shared. */

/** Where the build writes the XML sitemap (scripts/build/postbuild.ts) and the sitemap page downloads it from. */
export const SITEMAP_XML_PATH = "/sitemap.xml";
/** The sitemap page (content/pages/sitemap.md): in-app /sitemap.xml lands here. */
export const SITEMAP_PAGE_PATH = "/sitemap";
/** The blog's RSS feed (scripts/build/feed.ts), linked from every page's head. */
export const FEED_PATH = "/blog/feed.xml";
/** The 404 page's stand-in path for its Open Graph card (/og/404.png); no page lives there. */
export const NOT_FOUND_CARD_PATH = "/404";
/** Where the build writes robots.txt. */
export const ROBOTS_TXT_PATH = "/robots.txt";
/** RFC 9116: where security researchers look for whom to tell. */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/** The llms.txt proposal (llmstxt.org): the site's pages as Markdown links for language models. */
export const LLMS_TXT_PATH = "/llms.txt";
/** Where the build writes the Pagefind search index and its script (scripts/build/search-index.ts). */
export const SEARCH_INDEX_DIR = "/pagefind/";

/** Files the build writes beside the pages: content may link to them like any page. */
export const GENERATED_FILE_PATHS: readonly string[] = [
  SITEMAP_XML_PATH,
  FEED_PATH,
  ROBOTS_TXT_PATH,
  SECURITY_TXT_PATH,
  LLMS_TXT_PATH,
];

/** The one path prerendered for the 404 page; the build moves its HTML to 404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/**
 * Whether `pathname` is the page at `sectionPath` or under it (/modules/logos is in /modules), as a
 * navigation link marks its current page; the home page holds only itself. Paths as the host
 * serves them: lower case, no trailing slash (it redirects /pricing/ to /pricing).
 */
export function isInSection(pathname: string, sectionPath: string): boolean {
  return pathname === sectionPath || (sectionPath !== "/" && pathname.startsWith(`${sectionPath}/`));
}

/** A site's address as a visitor writes it: "tracker-app.com" for https://www.tracker-app.com. */
export function hostOf(siteUrl: string): string {
  return new URL(siteUrl).host.replace(/^www\./, "");
}
