import { useId } from "react";
import { useLocalize } from "../layout/locale-context";
import { CtaButtons } from "./cta-buttons";

type PageLink = { label: string; href: string };

/** The closing band of a product page: one sentence and the two calls to action. */
export function CtaBand({
  heading,
  text,
  primary,
  secondary,
}: {
  heading: string;
  text: string;
  primary: PageLink;
  secondary: PageLink;
}) {
  const t = useLocalize();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-16 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-10 text-center sm:px-10 dark:border-brand-500/30 dark:bg-brand-500/10"
    >
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {t(heading)}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{t(text)}</p>
      <CtaButtons primary={primary} secondary={secondary} className="mt-6 justify-center" />
    </section>
  );
}
