import { trackCtaClick } from "#app/components/consent/analytics.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";

type Cta = { id: string; label: string; href: string };

/** The home page's calls to action: the first is the primary button; every one reports its id. */
export function CtaLinks({ ctas, className = "" }: { ctas: Cta[]; className?: string }) {
  const t = useLocalize();
  const secondary =
    "border-slate-300 text-slate-900 hover:border-brand-500 dark:border-slate-600 dark:text-white dark:hover:border-white";
  return (
    <div className={`flex flex-wrap gap-4 ${className}`}>
      {ctas.map((cta, i) => (
        <a
          key={cta.id}
          id={cta.id}
          href={cta.href}
          onClick={() => trackCtaClick(cta.id)}
          className={`rounded-lg px-6 py-3 font-semibold transition-colors ${i === 0 ? "bg-brand-600 text-white hover:bg-brand-700" : `border ${secondary}`}`}
        >
          {t(cta.label)}
        </a>
      ))}
    </div>
  );
}
