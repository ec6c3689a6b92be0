import type { IconName } from "#app/core/content/index.ts";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";

export type IconGridItem = {
  title: string;
  description: string;
  icon: IconName;
  /** Pages the item names (the integrations' partners), as small links under its text. */
  links?: { label: string; path: string }[];
};

/** Features and integrations: icon, title and text per item, revealed as the grid scrolls in. */
export function IconGrid({ items }: { items: IconGridItem[] }) {
  const t = useLocalize();
  const grid = balancedGrid(items.length, 3);
  return (
    <Reveal as="ul" prerendered className={`mt-10 grid gap-6 ${grid.columns}`}>
      {items.map((item, i) => (
        <li
          key={item.title}
          className={`rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-ink-900 ${grid.item(i)}`}
        >
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-600 dark:text-brand-400">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t(item.title)}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(item.description)}</p>
          {item.links && (
            <ul className="mt-4 flex flex-wrap gap-2">
              {item.links.map((link) => (
                <li key={link.path}>
                  <a
                    href={link.path}
                    className="inline-block rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold text-slate-800 hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:text-slate-100 dark:hover:text-white"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </Reveal>
  );
}
