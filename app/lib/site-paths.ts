/** Fixed paths of the site that code, not content, depends on. In the shell chunk: tiny and shared. */

/** Where the build writes the XML sitemap (scripts/build/postbuild.ts) and the sitemap page downloads it from. */
export const SITEMAP_XML_PATH = "/sitemap.xml";
/** The sitemap page (content/pages/sitemap.md): in-app /sitemap.xml lands here. */
export const SITEMAP_PAGE_PATH = "/sitemap";
