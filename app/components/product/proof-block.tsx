import type { Proof } from "#app/server/product.server.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";

/** A customer's words, and, for a case study, its headline result and a link to the story. */
export function ProofBlock({ proof, readLabel }: { proof: Proof; readLabel?: string }) {
  const t = useLocalize();
  const { quote } = proof;
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 md:grid-cols-[1fr_auto] dark:border-slate-800 dark:bg-ink-900">
      <figure>
        <blockquote className="text-xl leading-8 text-slate-800 dark:text-slate-100">
          “{t(quote.text)}”
        </blockquote>
        <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          <span className="font-semibold text-slate-900 dark:text-white">{quote.person}</span>,{" "}
          {t(quote.role)}, {quote.company}
        </figcaption>
      </figure>
      {proof.study && readLabel && (
        <div className="flex flex-col justify-between gap-4 md:w-56 md:border-l md:border-slate-200 md:pl-6 dark:md:border-slate-800">
          <p className="flex flex-col">
            <span className="text-4xl font-bold text-brand-700 dark:text-brand-400">
              {proof.study.headline.value}
            </span>
            <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t(proof.study.headline.label)}
            </span>
          </p>
          <a
            href={proof.study.path}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            {t(fillTemplate(readLabel, { company: quote.company }))}
          </a>
        </div>
      )}
    </div>
  );
}
