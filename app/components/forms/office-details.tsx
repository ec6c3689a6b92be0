import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { useId } from "react";
import type { FormsContent, Market } from "#app/core/content/index.ts";

/** One office of this domain's market: the .com site's UK office, the .us site's US one (markets.yaml). */
export function OfficeDetails({
  office,
  labels,
}: {
  office: Market["offices"][number];
  labels: FormsContent["contact"]["office"];
}) {
  const t = useLocalize();
  const headingId = useId();
  const term = "text-sm font-semibold text-slate-900 dark:text-white";
  const link = "text-brand-700 underline dark:text-brand-400";
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(labels.heading)}
      </h2>
      <p className="mt-2 font-medium text-slate-900 dark:text-white">{t(office.name)}</p>
      <address className="mt-1 text-slate-700 not-italic dark:text-slate-300">{office.address}</address>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className={term}>{t(labels.phone)}</dt>
          <dd>
            <a className={link} href={`tel:${office.phone.replace(/[^\d+]/g, "")}`}>
              {office.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className={term}>{t(labels.email)}</dt>
          <dd>
            <a className={link} href={`mailto:${office.email}`}>
              {office.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className={term}>{t(labels.hours)}</dt>
          <dd className="text-slate-700 dark:text-slate-300">{t(office.hours)}</dd>
        </div>
      </dl>
    </section>
  );
}
