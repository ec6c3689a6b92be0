import { useEffect } from "react";
import { Excerpt } from "./excerpt.tsx";
import type { Found, Option } from "./use-search-results.ts";

/**
 * The results: each matching page with its matching headings, as the options of a listbox the
 * search field controls (the field keeps the focus; the active option is its
 * aria-activedescendant, scrolled into view). Pointing at an option makes it active.
 */
export function SearchResults({
  id,
  label,
  shown,
  active,
  optionId,
  onActivate,
  onOpen,
  spell,
}: {
  id: string;
  label: string;
  shown: Found | null;
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onOpen: (option: Option) => void;
  spell: (text: string) => string;
}) {
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });
  let index = -1;
  return (
    <div id={id} role="listbox" aria-label={label} className="max-h-[60vh] overflow-y-auto px-2 pt-2 pb-3">
      {shown?.groups.map((group) => (
        <div key={group.options[0]!.url} role="group" aria-label={spell(group.title)} className="py-1">
          {group.options.map((option) => {
            index += 1;
            const mine = index;
            return (
              <div
                key={option.url}
                id={optionId(mine)}
                role="option"
                aria-selected={mine === active}
                tabIndex={-1}
                onClick={() => onOpen(option)}
                onKeyDown={() => {}}
                onPointerMove={() => mine !== active && onActivate(mine)}
                className={`cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-brand-600 aria-selected:text-white ${option.heading ? "ml-4 border-l-2 border-current/20 rounded-l-none" : ""}`}
              >
                <span className={`block ${option.heading ? "text-sm font-medium" : "font-semibold"}`}>
                  {spell(option.title)}
                </span>
                <span className="mt-0.5 block text-sm opacity-80">
                  <Excerpt pieces={option.excerpt} spell={spell} />
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
