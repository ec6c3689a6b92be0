import { useId, useState } from "react";
import type { UiStrings } from "#app/core/content/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";
import { onDemand } from "#app/components/ui/on-demand.tsx";

/**
 * The comment box and Send: loaded once the visitor answers Yes or No. If that code cannot load,
 * a message and a button that asks for it again take its place; the answer is kept.
 */
const feedbackForm = onDemand(() => import("./feedback-form.tsx"));

export type FeedbackLabels = UiStrings["docs"]["feedback"];

/**
 * "Was this page helpful?": Yes or No, then an optional comment and Send. Nothing leaves the page
 * before Send. Only the question and its two buttons ship with the page.
 */
export function DocsFeedback({
  endpoint,
  page,
  labels,
}: {
  endpoint: string;
  page: string;
  labels: FeedbackLabels;
}) {
  const t = useLocalize();
  const id = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [sent, setSent] = useState(false);
  const choice = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={helpful === value}
      onClick={() => setHelpful(value)}
      className={`rounded-lg border px-4 py-2 text-sm font-semibold ${helpful === value ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-900 hover:border-brand-500 dark:border-slate-700 dark:text-white"}`}
    >
      {t(label)}
    </button>
  );
  return (
    <section aria-labelledby={id} className="docs-box mt-12 p-5" {...UNSEARCHED}>
      {sent ? (
        <>
          <h2 id={id} className="sr-only">
            {t(labels.question)}
          </h2>
          <p role="status" className="font-medium text-slate-900 dark:text-white">
            {t(labels.thanks)}
          </p>
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={id} className="mr-2 font-semibold text-slate-900 dark:text-white">
              {t(labels.question)}
            </h2>
            {choice(true, labels.yes)}
            {choice(false, labels.no)}
          </div>
          {helpful !== null && (
            <feedbackForm.Part
              endpoint={endpoint}
              page={page}
              helpful={helpful}
              labels={labels}
              onSent={() => setSent(true)}
              failed={(retry) => (
                <p role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
                  {t(labels.loadFailed)}
                  <button
                    type="button"
                    onClick={retry}
                    className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-900 hover:border-brand-500 dark:border-slate-700 dark:text-white"
                  >
                    {t(labels.retry)}
                  </button>
                </p>
              )}
            />
          )}
        </>
      )}
    </section>
  );
}
