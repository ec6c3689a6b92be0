import { useLocalize } from "#app/components/layout/locale-context.tsx";

/** A home section's h2 and intro; `id` names the section for aria-labelledby. */
export function SectionHeading({
  id,
  heading,
  intro,
  center = false,
}: {
  id: string;
  heading: string;
  intro: string;
  center?: boolean;
}) {
  const t = useLocalize();
  return (
    <div className={center ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t(heading)}
      </h2>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{t(intro)}</p>
    </div>
  );
}
