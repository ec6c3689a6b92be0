/**
 * Fixed paths of the site, which pages are listed or searched, the 404 page's suggestions, the
 * footer's years and the classes and markers the head script sets.
 */
export { buildDate, copyrightYears } from "./copyright-years.ts";
export { AFTER_FIRST_PAINT } from "./hydration-start.ts";
export { editDistance, MAX_SUGGESTIONS, suggestPages, words } from "./page-suggestions.ts";
export { ROOT_CLASSES } from "./root-classes.ts";
export { indexablePages, searchablePages } from "./searchable-pages.ts";
export {
  FEED_PATH,
  GENERATED_FILE_PATHS,
  hostOf,
  isInSection,
  LLMS_TXT_PATH,
  NOT_FOUND_CARD_PATH,
  NOT_FOUND_PRERENDER_PATH,
  ROBOTS_TXT_PATH,
  SEARCH_INDEX_DIR,
  SECURITY_TXT_PATH,
  SITEMAP_PAGE_PATH,
  SITEMAP_XML_PATH,
} from "./site-paths.ts";
