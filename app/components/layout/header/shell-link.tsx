import type { MouseEvent } from "react";
import { Link, useLocation, type LinkProps } from "react-router";
import { isInSection } from "#app/core/site/index.ts";
import { scrollToTop } from "#app/components/ui/motion-preference.ts";
import { followsInTab } from "#app/components/layout/navigation/navigation-recovery.ts";

/**
 * A navigation link of the header and its menus, marked aria-current="page" on the page it leads
 * to and the pages under it. Every nav click scrolls smoothly to the top of the page, so the
 * router's instant scroll reset is turned off for these links.
 *
 * A <Link> with its own current-page test, not a <NavLink>: NavLink also tracks pending and
 * view-transition states the header does not show, and builds a path pattern on every render.
 * The header renders these links while the page hydrates and again when the visitor's locale
 * applies, and as NavLinks they were the costliest components of both renders.
 */
export function ShellLink({ onClick, to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { pathname } = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (followsInTab(event.nativeEvent, event.currentTarget)) scrollToTop();
  };
  return (
    <Link
      {...props}
      to={to}
      aria-current={isInSection(pathname, to) ? "page" : undefined}
      preventScrollReset
      onClick={handleClick}
    />
  );
}
