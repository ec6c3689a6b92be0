import { useId, useState, type KeyboardEvent } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import type { ShellData } from "#app/server/shell.server.ts";
import megaMenu from "#generated/mega-menu.json";
import type { IconName } from "#app/core/content/index.ts";
import { categorySlug } from "#app/core/product/index.ts";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { ShellLink } from "./shell-link.tsx";

const TABS = ["popular", "categories"] as const;
type Tab = (typeof TABS)[number];

/** Arrow keys move between tabs, Home and End jump to the ends (WAI-ARIA tabs, automatic activation). */
const TAB_KEYS: Record<string, (index: number) => number> = {
  ArrowRight: (i) => (i + 1) % TABS.length,
  ArrowLeft: (i) => (i - 1 + TABS.length) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
};

/** One linked tile of the panel: a module card or a category. */
function MenuTile({
  to,
  icon,
  title,
  text,
  className,
}: {
  to: string;
  icon?: IconName;
  title: string;
  text: string;
  className?: string;
}) {
  return (
    <li className={className}>
      <ShellLink
        to={to}
        className="flex h-full gap-3 rounded-xl p-3 hover:bg-slate-100 dark:hover:bg-white/5"
      >
        {icon && <Icon name={icon} className="size-6 shrink-0 text-brand-500" />}
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
          <span className="mt-1 block text-sm">{text}</span>
        </span>
      </ShellLink>
    </li>
  );
}

/**
 * The mega-menu's panel, 60 px from the top: a Popular tab (module cards and the explainer) and a
 * Categories tab (one tile per module category). Loaded on first use, so pages do not carry it.
 */
export default function ModulesMegaMenuPanel({ shell, id }: { shell: ShellData; id: string }) {
  const t = useLocalize();
  const tabsId = useId();
  const [tab, setTab] = useState<Tab>("popular");
  const { path } = shell.navigation.header.modules;
  const { menu, popular } = megaMenu;
  const categoryGrid = balancedGrid(menu.categories.length, 4);
  const popularGrid = balancedGrid(popular.length, 2);

  const onTabKey = (event: KeyboardEvent) => {
    const move = TAB_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = TABS[move(TABS.indexOf(tab))]!;
    setTab(next);
    document.getElementById(`${tabsId}-${next}-tab`)?.focus();
  };

  return (
    <div
      id={id}
      role="region"
      aria-label={t(shell.ui.nav.modulesMenuLabel)}
      // .mega-menu-panel sits MEGA_MENU_TOP_PX from the top (the stylesheet's --spec-mega-menu-top).
      className="mega-menu-panel fixed inset-x-0 px-4"
    >
      <div className="mx-auto max-w-5xl rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-2xl dark:border-slate-700 dark:bg-ink-900 dark:text-slate-300">
        <div role="tablist" aria-label={t(shell.ui.nav.tabsLabel)} className="mb-5 flex gap-2">
          {TABS.map((name) => (
            <button
              key={name}
              id={`${tabsId}-${name}-tab`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`${tabsId}-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
              className="rounded-full px-4 py-1.5 text-sm font-semibold aria-selected:bg-brand-600 aria-selected:text-white hover:bg-slate-100 aria-selected:hover:bg-brand-600 dark:hover:bg-white/10"
            >
              {t(menu.tabs[name])}
            </button>
          ))}
        </div>
        <div
          id={`${tabsId}-popular`}
          role="tabpanel"
          aria-labelledby={`${tabsId}-popular-tab`}
          hidden={tab !== "popular"}
          className="grid gap-4 lg:grid-cols-[2fr_1fr]"
        >
          <ul className={`grid gap-3 ${popularGrid.columns}`}>
            {popular.map((m, i) => (
              <MenuTile
                key={m.path}
                className={popularGrid.item(i)}
                to={m.path}
                icon={m.icon}
                title={t(m.title)}
                text={t(m.text)}
              />
            ))}
          </ul>
          <div className="rounded-xl bg-brand-600 p-5 text-white">
            <p className="font-semibold">{t(menu.explainer.title)}</p>
            <p className="mt-2 text-sm text-brand-50">{t(menu.explainer.text)}</p>
            <ShellLink
              to={menu.explainer.link.path}
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold underline underline-offset-4"
            >
              {t(menu.explainer.link.label)}
              <Icon name="arrow-right" className="size-4" />
            </ShellLink>
          </div>
        </div>
        <ul
          id={`${tabsId}-categories`}
          role="tabpanel"
          aria-labelledby={`${tabsId}-categories-tab`}
          hidden={tab !== "categories"}
          className={`grid gap-3 ${categoryGrid.columns}`}
        >
          {menu.categories.map((category, i) => (
            <MenuTile
              key={category.name}
              className={categoryGrid.item(i)}
              to={`${path}?category=${categorySlug(category.name)}`}
              icon={category.icon}
              title={t(category.name)}
              text={t(category.text)}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
