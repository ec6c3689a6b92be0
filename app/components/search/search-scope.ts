/**
 * Spread on the parts of a page that repeat what other pages say (related reading, share links,
 * closing calls to action, documentation navigation, breadcrumbs, the sitemap's list of every
 * page): the site search indexes what a page is about, not what it links to. Indexed, a post's
 * "Related articles" would make it a result for every article it lists, and each result would
 * download those lines again in its fragment.
 */
export const UNSEARCHED = { "data-pagefind-ignore": "all" } as const;
