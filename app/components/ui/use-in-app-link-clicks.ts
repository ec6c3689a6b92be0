import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * One click handler for a region of plain links (the page's main region, the footer): a click on
 * a link to a path of this site becomes a client-side navigation, as a <Link> would make it. Each
 * <Link> runs a dozen router hooks when it renders, every page rendered dozens of them while it
 * hydrated and again when the visitor's locale applied (/sitemap over a hundred); plain <a>
 * elements cost nothing. Links in the header and its menus stay <Link>s: they mark the current
 * page and scroll to the top (header/shell-link.tsx). Clicks that ask for a new tab or window, a download or another target, and links
 * to other sites ("//host" included), are left to the browser.
 */
export function useInAppLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (
      !anchor ||
      !href?.startsWith("/") ||
      href.startsWith("//") ||
      anchor.target ||
      anchor.hasAttribute("download") ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };
}
