import type { IconName } from "#app/core/content/index.ts";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Prerendered } from "#app/components/ui/prerendered.tsx";

export type CardItem = {
  path: string;
  title: string;
  text: string;
  icon?: IconName;
  meta?: string;
  figure?: { value: string; label: string };
};

/**
 * A grid of linked cards (modules, industries, posts, docs): the whole card is one link. Its
 * columns fit the number of cards (components/ui/balanced-grid.ts), up to `max` on a wide screen.
 */
export function CardGrid({
  items,
  headingLevel = 2,
  max = 3,
}: {
  items: CardItem[];
  headingLevel?: 2 | 3;
  max?: 3 | 4;
}) {
  const t = useLocalize();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const grid = balancedGrid(items.length, max);
  return (
    <Prerendered as="ul" className={`grid gap-5 ${grid.columns}`}>
      {items.map((item, i) => (
        <li key={item.path} className={grid.item(i)}>
          <a
            href={item.path}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-lg dark:border-slate-800 dark:bg-ink-900"
          >
            {item.icon && (
              <span className="mb-4 inline-flex size-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-600 dark:text-brand-400">
                <Icon name={item.icon} />
              </span>
            )}
            {item.meta && (
              <span className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {t(item.meta)}
              </span>
            )}
            <Heading className="text-lg font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-400">
              {t(item.title)}
            </Heading>
            <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{t(item.text)}</p>
            {item.figure && (
              <p className="mt-auto flex flex-col pt-5">
                <span className="text-3xl font-bold text-brand-700 dark:text-brand-400">
                  {item.figure.value}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{t(item.figure.label)}</span>
              </p>
            )}
          </a>
        </li>
      ))}
    </Prerendered>
  );
}
