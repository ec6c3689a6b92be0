import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useLocation } from "react-router";
import { isInSection } from "#app/core/site/index.ts";
import { scrollToTop } from "#app/components/ui/motion-preference.ts";
import { followsInTab } from "#app/components/layout/navigation/navigation-recovery.ts";
import { KEEPS_SCROLL } from "#app/components/ui/use-in-app-link-clicks.ts";

/**
 * A navigation link of the header and its menus, marked aria-current="page" on the page it leads
 * to and the pages under it. Every nav click scrolls smoothly to the top of the page, so the
 * router's instant scroll reset is turned off for these links (KEEPS_SCROLL, which the body's
 * handler reads when it opens the page in the app).
 *
 * A plain <a>, as every other link of the page (ui/use-in-app-link-clicks.ts), with its own
 * current-page test: a <Link> runs a dozen router hooks each time it renders, and the header's
 * were its costliest components while the page hydrated and again when the visitor's locale
 * applied (a <NavLink> cost more still).
 */
export function ShellLink({
  onClick,
  to,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { pathname } = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (followsInTab(event.nativeEvent, event.currentTarget)) scrollToTop();
  };
  return (
    <a
      {...props}
      href={to}
      aria-current={isInSection(pathname, to) ? "page" : undefined}
      {...{ [KEEPS_SCROLL]: "" }}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
