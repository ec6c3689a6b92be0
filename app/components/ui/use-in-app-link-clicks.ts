import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { SITEMAP_XML_PATH } from "#app/core/site/index.ts";
import { followsInTab } from "#app/components/layout/navigation/navigation-recovery.ts";

/** On a link that scrolls the page itself: the navigation does not reset the scroll position. */
export const KEEPS_SCROLL = "data-keeps-scroll";

/**
 * The page's one click handler for plain links, on <body> (root.tsx): a click on a link to a page
 * of this site becomes a client-side navigation, as a <Link> would make it.
 * Each <Link> runs a dozen router hooks when it renders, and every page rendered dozens of them
 * while it hydrated and again when the visitor's locale applied (/sitemap over a hundred); plain
 * <a> elements cost nothing. The header's and its menus' links mark the current page and scroll to
 * the top themselves (header/shell-link.tsx): they carry KEEPS_SCROLL, so the navigation leaves
 * the scroll position to them.
 *
 * Left to the browser: what a <Link> leaves to it (modified clicks, other targets, downloads,
 * other sites: `followsInTab`), and files (a path with a dot, such as /.well-known/security.txt),
 * which the app has no page for, except /sitemap.xml, where it shows the sitemap page
 * (routes/sitemap-xml.tsx).
 */
export function useInAppLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    // Written as a path ("/pricing"): a "#fragment" of this page is the browser's to scroll to.
    const link = (event.target as Element).closest('a[href^="/"]');
    if (
      link instanceof HTMLAnchorElement &&
      !event.defaultPrevented &&
      followsInTab(event.nativeEvent, link) &&
      // A page: no dot in its path (files have one).
      (!link.pathname.includes(".") || link.pathname === SITEMAP_XML_PATH)
    ) {
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`, {
        preventScrollReset: link.hasAttribute(KEEPS_SCROLL),
      });
    }
  };
}
