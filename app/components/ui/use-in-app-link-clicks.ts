import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * One click handler for a block of plain links (rendered Markdown, the footer): a click on a link
 * to a path of this site becomes a client-side navigation, as a <Link> would make it. Each <Link>
 * runs a dozen router hooks when it renders, and the footer alone renders over thirty of them on
 * every page while it hydrates and again when the visitor's locale applies; plain <a> elements
 * cost nothing. Clicks that ask for a new tab or window, a download or another target, and links
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
