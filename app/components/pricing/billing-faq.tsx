import { useId } from "react";
import { Prose } from "#app/components/content/prose.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";

/** The billing questions, each a native disclosure (keyboard and screen-reader ready). */
export function BillingFaq({
  heading,
  questions,
}: {
  heading: string;
  questions: readonly { question: string; answer: string }[];
}) {
  const t = useLocalize();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-20 max-w-3xl">
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t(heading)}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {questions.map((item) => (
          <details key={item.question} className="group py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 marker:hidden dark:text-white">
              <h3>{t(item.question)}</h3>
              <span
                aria-hidden="true"
                className="text-xl transition-transform group-open:rotate-45 motion-reduce:transition-none"
              >
                +
              </span>
            </summary>
            <Prose html={item.answer} className="mt-3" />
          </details>
        ))}
      </div>
    </section>
  );
}
