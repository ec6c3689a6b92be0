import { useId } from "react";
import { trackCtaClick } from "#app/components/consent/cta-event.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

/** A call to action; one with an `id` reports its clicks (analytics, after consent). */
export type Cta = { label: string; href: string; id?: string };

const BUTTON = "rounded-lg px-6 py-3 font-semibold transition-colors";
const PRIMARY = "bg-brand-600 text-white hover:bg-brand-700";
const SECONDARY =
  "border border-slate-300 text-slate-900 hover:border-brand-500 dark:border-slate-600 dark:text-white dark:hover:border-white";

/** Calls to action side by side: the first a filled button, the others outlined. */
export function CallsToAction({ ctas, className = "" }: { ctas: readonly Cta[]; className?: string }) {
  const t = useLocalize();
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {ctas.map((cta, i) => (
        <a
          key={cta.href + cta.label}
          id={cta.id}
          href={cta.href}
          onClick={cta.id ? () => trackCtaClick(cta.id!) : undefined}
          className={`${BUTTON} ${i === 0 ? PRIMARY : SECONDARY}`}
        >
          {t(cta.label)}
        </a>
      ))}
    </div>
  );
}

/** The closing band of a page (a product page, a blog post): one sentence and its calls to action. */
export function CtaBand({ heading, text, ctas }: { heading: string; text: string; ctas: readonly Cta[] }) {
  const t = useLocalize();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-16 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-10 text-center sm:px-10 dark:border-brand-500/30 dark:bg-brand-500/10"
      {...UNSEARCHED}
    >
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {t(heading)}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{t(text)}</p>
      <CallsToAction ctas={ctas} className="mt-6 justify-center" />
    </section>
  );
}
