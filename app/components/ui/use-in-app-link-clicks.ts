import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { SITEMAP_XML_PATH } from "~/core/site-paths";

/**
 * The page's one click handler for plain links, on <body> (root.tsx): a click on a link to a page
 * of this site becomes a client-side navigation, as a <Link> would make it.
 * Each <Link> runs a dozen router hooks when it renders, and every page rendered dozens of them
 * while it hydrated and again when the visitor's locale applied (/sitemap over a hundred); plain
 * <a> elements cost nothing. Links in the header and its menus stay <Link>s, which handle their
 * own clicks: they mark the current page and scroll to the top (header/shell-link.tsx).
 *
 * Left to the browser: clicks that ask for a new tab or window or name another target; links to
 * other sites ("//host" included); and files, downloads among them (a path with a dot, such as
 * /.well-known/security.txt), which the app has no page for, except /sitemap.xml, where it shows
 * the sitemap page (routes/sitemap-xml.tsx).
 */
export function useInAppLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href") ?? "";
    // The path alone: one slash, then no dot (pages have none; files and other hosts do).
    const path = href.split(/[?#]/)[0]!;
    if (
      (/^\/(?!\/)[^.]*$/.test(path) || path === SITEMAP_XML_PATH) &&
      !anchor!.target &&
      !event.defaultPrevented &&
      isPlainClick(event)
    ) {
      event.preventDefault();
      navigate(href);
    }
  };
}

/** A primary-button click without a key held: a modified one asks for a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
