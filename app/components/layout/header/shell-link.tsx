import type { MouseEvent } from "react";
import { NavLink, type NavLinkProps } from "react-router";
import { scrollToTop } from "~/lib/motion";

/**
 * A navigation link of the header and its menus. The spec wants a smooth scroll to the top on
 * every nav click, so the router's instant scroll reset is turned off for these links.
 */
export function ShellLink({ onClick, ...props }: NavLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!event.defaultPrevented && !newTab) scrollToTop();
  };
  return <NavLink {...props} preventScrollReset onClick={handleClick} />;
}
