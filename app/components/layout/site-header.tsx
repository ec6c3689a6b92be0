import { useEffect, useState } from "react";
import { SEARCH_OPENER, SearchHost } from "#app/components/search/search-host.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";
import type { ShellData } from "#app/server/shell.server.ts";
import {
  FULL_NAV_BREAKPOINT_PX,
  HEADER_SCROLL_THRESHOLD_PX,
  MOBILE_BREAKPOINT_PX,
  RESIZE_BLOCK_MS,
} from "#app/core/spec/index.ts";
import { LocaleSwitcher } from "#app/components/layout/header/locale-switcher.tsx";
import { MobileMenu } from "#app/components/layout/header/mobile-menu.tsx";
import { ModulesMegaMenu } from "#app/components/layout/header/modules-mega-menu.tsx";
import { ResourcesMenu } from "#app/components/layout/header/resources-menu.tsx";
import { ShellLink } from "#app/components/layout/header/shell-link.tsx";
import { ThemeToggle } from "#app/components/layout/header/theme-toggle.tsx";
import { triggerClass } from "#app/components/layout/header/trigger-class.ts";
import { useLocalize } from "./locale-context.tsx";
import { Logo } from "./logo.tsx";

/** True once the page has scrolled past `threshold` pixels (false on the server and first render). */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/**
 * The resize block: for a moment after the window crosses the mobile breakpoint (or the full
 * navigation's, where the header changes layout too), the header suspends its transitions and menu
 * toggles, so neither layout animates into the other. `crossings` counts the crossings, so a menu
 * opened before one knows it belongs to the old layout.
 */
function useResizeBlock(): { blocked: boolean; crossings: number } {
  const [state, setState] = useState({ blocked: false, crossings: 0 });
  useEffect(() => {
    const queries = [MOBILE_BREAKPOINT_PX, FULL_NAV_BREAKPOINT_PX].map((px) =>
      matchMedia(`(min-width: ${px}px)`),
    );
    let timer: number | undefined;
    const onCross = () => {
      setState((s) => ({ blocked: true, crossings: s.crossings + 1 }));
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setState((s) => ({ ...s, blocked: false })), RESIZE_BLOCK_MS);
    };
    for (const query of queries) query.onchange = onCross;
    return () => {
      for (const query of queries) query.onchange = null;
      window.clearTimeout(timer);
    };
  }, []);
  return state;
}

/**
 * The site header: transparent over the page, a dark blurred bar once scrolled. Every link comes
 * from content/navigation.yaml and the module list, both checked against the manifest.
 * Three layouts: phones (below `md`) have the logo, search, theme and the menu button; the compact
 * header (`md` to `nav`) adds the locale switcher, Log in and Get Started; from `nav` the full
 * navigation replaces the menu button. Nothing in the bar wraps: each layout starts where its
 * contents fit whole.
 */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const t = useLocalize();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { blocked: resizing, crossings } = useResizeBlock();
  const { header } = shell.navigation;
  const iconButton = `${triggerClass(scrolled)} px-2.5`;
  return (
    <header
      data-scrolled={scrolled}
      data-resizing={resizing || undefined}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,padding,box-shadow] duration-300 data-resizing:transition-none data-resizing:**:transition-none ${
        scrolled ? "bg-ink-950/85 py-2 shadow-lg shadow-black/20 backdrop-blur-md" : "py-3"
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink-950"
      >
        {t(shell.ui.skipToContent)}
      </a>
      <div className="mx-auto flex h-10 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <ShellLink
          to="/"
          className={`mr-2 flex items-center gap-2 text-lg font-bold lg:mr-6 ${scrolled ? "text-white" : "text-slate-900 dark:text-white"}`}
        >
          <Logo />
          {shell.siteName}
        </ShellLink>
        <nav aria-label={t(shell.ui.nav.mainLabel)} className="hidden nav:block">
          <ul className="flex items-center">
            <li>
              <ModulesMegaMenu shell={shell} scrolled={scrolled} />
            </li>
            {header.links.map((link) => (
              <li key={link.path}>
                <ShellLink to={link.path} className={triggerClass(scrolled)}>
                  {t(link.label)}
                </ShellLink>
              </li>
            ))}
            <li>
              <ResourcesMenu shell={shell} scrolled={scrolled} />
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 whitespace-nowrap">
          <div className="hidden md:block">
            <LocaleSwitcher shell={shell} buttonClass={iconButton} panelClass="top-full right-0 mt-2" />
          </div>
          {/* The sitemap page until hydrated (it lists and filters every page), then the search dialog. */}
          <a
            href={SITEMAP_PAGE_PATH}
            {...{ [SEARCH_OPENER]: "" }}
            aria-label={t(shell.ui.search.open)}
            className={iconButton}
          >
            <Icon name="search" />
          </a>
          <SearchHost />
          <ThemeToggle labels={shell.ui.theme} className={iconButton} />
          <ShellLink to={header.login.path} className={`${triggerClass(scrolled)} max-md:hidden`}>
            {t(header.login.label)}
          </ShellLink>
          <ShellLink
            to={header.getStarted.path}
            className="ml-2 hidden rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 md:inline-flex"
          >
            {t(header.getStarted.label)}
          </ShellLink>
          <MobileMenu shell={shell} blocked={resizing} crossings={crossings} buttonClass={iconButton} />
        </div>
      </div>
    </header>
  );
}
