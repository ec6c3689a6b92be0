import { useId, useState } from "react";
import type { DocsCategoryNav } from "#app/core/docs/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

/**
 * Every documentation category and its pages. Each category is a native disclosure, the current
 * one open; the current page is marked. On phones the whole list hides behind a button, so the
 * page's own content comes first.
 */
export function DocsSidebar({
  categories,
  currentPath,
  label,
  toggleLabel,
}: {
  categories: DocsCategoryNav[];
  currentPath: string;
  label: string;
  toggleLabel: string;
}) {
  const t = useLocalize();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const currentCategory = categories.find(
    (c) => c.path === currentPath || c.pages.some((p) => p.path === currentPath),
  );
  return (
    <nav
      aria-label={t(label)}
      className="text-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
      {...UNSEARCHED}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-lg border border-slate-200 px-4 py-3 font-semibold text-slate-900 lg:hidden dark:border-slate-800 dark:text-white"
      >
        {t(toggleLabel)}
        <Icon
          name="chevron-down"
          className={`size-4 motion-safe:transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} className={`mt-4 space-y-4 lg:mt-0 lg:block ${open ? "block" : "hidden"}`}>
        {categories.map((category) => (
          <li key={category.path}>
            <details open={category === currentCategory} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-semibold text-slate-900 marker:hidden dark:text-white [&::-webkit-details-marker]:hidden">
                <span aria-current={category.path === currentPath ? "page" : undefined}>
                  {t(category.title)}
                </span>
                <Icon
                  name="chevron-down"
                  className="size-4 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
                />
              </summary>
              <ul className="docs-list">
                {category.pages.map((p) => {
                  const current = p.path === currentPath;
                  return (
                    <li key={p.path}>
                      <a href={p.path} aria-current={current ? "page" : undefined} className="docs-link">
                        {t(p.title)}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
