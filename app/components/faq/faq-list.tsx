import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { UiStrings } from "#app/core/content/index.ts";
import { fillCount, fillTemplate } from "#app/core/text/index.ts";
import { Prose } from "#app/components/content/prose.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { matchingIds } from "./faq-filter.ts";

export type FaqGroup = {
  id: string;
  title: string;
  /** `haystack`: the question and its answer's text in both spellings, made at build time (faq-filter.ts). */
  questions: { id: string; question: string; answer: string; haystack: string }[];
};

/**
 * /faq's questions under their topics, each a native disclosure with its own #anchor. A filter
 * box narrows them as the visitor types; without scripts every question shows and the box stays
 * hidden.
 */
export function FaqList({ groups, labels }: { groups: FaqGroup[]; labels: UiStrings["faq"] }) {
  const t = useLocalize();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const searchable = useMemo(() => groups.flatMap((g) => g.questions), [groups]);
  const filtering = query.trim() !== "";
  const shown = useMemo(
    () => (filtering ? matchingIds(searchable, query) : null),
    [filtering, searchable, query],
  );
  const isShown = (id: string) => shown?.has(id) ?? true;
  // A link to a question the filter hides clears the filter, so the question can open.
  useOpenAnchoredQuestion(query, setQuery);

  return (
    <div className="mt-10">
      {/* .needs-js: hidden before first paint without scripts, and no second render to show it. */}
      <div className="needs-js mb-8">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900 dark:text-white">
          {t(labels.filterLabel)}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t(labels.filterPlaceholder)}
          autoComplete="off"
          className="mt-2 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-ink-900 dark:text-white"
        />
        <p role="status" className="mt-2 min-h-6 text-sm text-slate-600 dark:text-slate-400">
          {shown &&
            (shown.size === 0
              ? fillTemplate(t(labels.noMatch), { query: query.trim() })
              : fillCount({ one: t(labels.matches.one), other: t(labels.matches.other) }, shown.size))}
        </p>
      </div>
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`topic-${group.id}`}
          hidden={!group.questions.some((q) => isShown(q.id))}
          className="mb-10"
        >
          <h2 id={`topic-${group.id}`} className="text-2xl font-semibold text-slate-900 dark:text-white">
            {t(group.title)}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {group.questions.map((item) => (
              <details
                key={item.id}
                id={item.id}
                hidden={!isShown(item.id)}
                className="group scroll-mt-24 py-5"
              >
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 text-lg font-semibold text-slate-900 marker:hidden dark:text-white [&::-webkit-details-marker]:hidden">
                  <h3 className="inline">{t(item.question)}</h3>
                  <Icon
                    name="chevron-down"
                    className="mt-1 size-5 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
                  />
                </summary>
                <Prose html={item.answer} className="mt-3" />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * /faq#<id> opens that question and brings it into view: on arrival, on in-app links, on hash
 * changes. When the filter hides it, the filter is cleared first and the question opens once shown.
 */
function useOpenAnchoredQuestion(query: string, setQuery: (query: string) => void) {
  const { hash } = useLocation();
  // The question waiting for the cleared filter's render.
  const waiting = useRef<HTMLDetailsElement | null>(null);

  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      if (target.hidden) {
        waiting.current = target;
        setQuery("");
        return;
      }
      reveal(target);
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, [hash, setQuery]);

  useEffect(() => {
    const target = waiting.current;
    if (!target || target.hidden) return;
    waiting.current = null;
    reveal(target);
  }, [query]);
}

function reveal(question: HTMLDetailsElement) {
  question.open = true;
  question.scrollIntoView({ block: "start" });
}
