import { useLocalize } from "../layout/locale-context";

/** A home section's h2 and intro; `id` names the section for aria-labelledby. */
export function SectionHeading({
  id,
  heading,
  intro,
  center = false,
  inverted = false,
}: {
  id: string;
  heading: string;
  intro: string;
  center?: boolean;
  inverted?: boolean;
}) {
  const t = useLocalize();
  return (
    <div className={center ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? "text-white" : "text-slate-900 dark:text-white"}`}
      >
        {t(heading)}
      </h2>
      <p className={`mt-4 text-lg ${inverted ? "text-slate-300" : "text-slate-600 dark:text-slate-400"}`}>
        {t(intro)}
      </p>
    </div>
  );
}
