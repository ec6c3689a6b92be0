import { useEffect, useState } from "react";
import type { Heading } from "#app/core/content/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";
import { loadOnce } from "#app/components/ui/on-demand.tsx";

/** If it cannot load, the list simply marks no section (the links all work). */
const headingObserver = loadOnce(() => import("./observe-headings.ts"));

/**
 * The page's h2 and h3 headings. Once hydrated, an IntersectionObserver marks the section being
 * read (aria-current="location"); only colours change, so nothing moves.
 */
export function OnThisPage({ headings, label }: { headings: Heading[]; label: string }) {
  const t = useLocalize();
  const active = useActiveHeading(headings);
  if (headings.length === 0) return null;
  return (
    <nav aria-label={t(label)} className="text-sm xl:sticky xl:top-24 xl:self-start" {...UNSEARCHED}>
      <p className="font-semibold text-slate-900 dark:text-white">{t(label)}</p>
      <ul className="docs-list">
        {headings.map((h) => (
          <li key={h.id}>
            <a
              href={`#${h.id}`}
              aria-current={active === h.id ? "location" : undefined}
              className={h.depth === 3 ? "docs-link pl-7" : "docs-link"}
            >
              {t(h.text)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The id of the heading being read, once the observer (loaded after hydration) reports one. */
function useActiveHeading(headings: Heading[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    headingObserver.whenLoaded(({ observeHeadings }) => {
      if (!cancelled) stop = observeHeadings(headings, setActive);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [headings]);
  return active;
}
