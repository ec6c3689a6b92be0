import { useEffect, useState } from "react";
import type { Heading } from "~/core/content/types";
import { useLocalize } from "../layout/locale-context";

/**
 * The page's h2 and h3 headings. Once hydrated, an IntersectionObserver marks the section being
 * read (aria-current="location"); only colours change, so nothing moves.
 */
export function OnThisPage({ headings, label }: { headings: Heading[]; label: string }) {
  const t = useLocalize();
  const active = useActiveHeading(headings);
  if (headings.length === 0) return null;
  return (
    <nav aria-label={t(label)} className="text-sm xl:sticky xl:top-24 xl:self-start">
      <p className="font-semibold text-slate-900 dark:text-white">{t(label)}</p>
      <ul className="mt-3 space-y-2 border-l border-slate-200 dark:border-slate-800">
        {headings.map((h) => (
          <li key={h.id}>
            <a
              href={`#${h.id}`}
              aria-current={active === h.id ? "location" : undefined}
              className={`-ml-px block border-l-2 ${h.depth === 3 ? "pl-7" : "pl-4"} ${active === h.id ? "border-brand-500 text-brand-700 dark:text-brand-400" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"}`}
            >
              {t(h.text)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The id of the last heading that has scrolled past the top fifth of the viewport. */
function useActiveHeading(headings: Heading[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const elements = headings
      .map((h) => document.getElementById(h.id))
      .filter((e): e is HTMLElement => e !== null);
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    const visible = new Set<Element>();
    const pick = () => {
      // The first heading in the reading band; else the last one above it (its section is on screen).
      const inBand = elements.find((e) => visible.has(e));
      if (inBand) return setActive(inBand.id);
      const above = elements.filter((e) => e.getBoundingClientRect().top < 0).at(-1);
      setActive(above?.id ?? elements[0]!.id);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        pick();
      },
      { rootMargin: "0px 0px -70% 0px" },
    );
    elements.forEach((e) => observer.observe(e));
    return () => observer.disconnect();
  }, [headings]);
  return active;
}
