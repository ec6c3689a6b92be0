import type { Ref } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { FormsContent } from "#app/core/content/index.ts";
import { LEAD_TIMEOUT_MS } from "#app/core/leads/client.ts";
import { fillCount, fillTemplate } from "#app/core/text/index.ts";
import type { FormStatus } from "./use-lead-form.ts";
import { showBelowHeader } from "./show-below-header.ts";

/** Where a script scrolls a form's outcome to: clear of the fixed header, with a little room. */
const BELOW_HEADER = "scroll-mt-[calc(var(--spacing-header)_+_1rem)]";

type Common = FormsContent["common"];

/**
 * The problems of a submitted form, each linking to its field. It takes the focus, so a screen
 * reader reads it at once; role="alert" would read it a second time.
 */
export function ErrorSummary({
  summaryRef,
  errors,
  fieldLabels,
  fieldId,
  labels,
}: {
  summaryRef: Ref<HTMLDivElement>;
  errors: Record<string, string>;
  /** Each field's label, in the form's order. */
  fieldLabels: readonly (readonly [name: string, label: string])[];
  fieldId: (name: string) => string;
  labels: Common["errorSummary"];
}) {
  const t = useLocalize();
  const listed = fieldLabels.filter(([name]) => errors[name]);
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby={`${fieldId("summary")}-heading`}
      className={`${BELOW_HEADER} mb-8 rounded-lg border-2 border-red-700 p-5 focus:outline-4 focus:outline-offset-2 focus:outline-accent-800 dark:border-red-400 dark:focus:outline-accent-500`}
    >
      <h2
        id={`${fieldId("summary")}-heading`}
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t(fillCount(labels, listed.length))}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {listed.map(([name, label]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="font-medium text-red-700 underline dark:text-red-400">
              {t(label)}: {t(errors[name]!)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why a valid form did not reach us, with a retry and an e-mail that carries the answers. */
export function SendFailure({
  status,
  labels,
  salesEmail,
  mailtoHref,
  onRetry,
}: {
  status: Extract<FormStatus, { kind: "failed" }>;
  labels: Common["failure"];
  salesEmail: string;
  mailtoHref: string;
  onRetry: () => void;
}) {
  const t = useLocalize();
  const message = fillTemplate(t(labels[status.reason]), { seconds: String(LEAD_TIMEOUT_MS / 1000) });
  return (
    <div role="alert" className="mt-6 rounded-lg border-2 border-red-700 p-5 dark:border-red-400">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t(labels.heading)}</h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{message}</p>
      <div className="mt-4 flex flex-wrap gap-4">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t(labels.retry)}
        </button>
        <a href={mailtoHref} className="self-center font-medium text-brand-700 underline dark:text-brand-400">
          {fillTemplate(t(labels.emailInstead), { email: salesEmail })}
        </a>
      </div>
    </div>
  );
}

/**
 * What replaces a form once it has been sent: what happens next. It takes the focus and is scrolled
 * into view below the header; beside a long column in a grid it keeps its own height (`self-start`)
 * rather than stretching to the column's.
 */
export function Confirmation({
  heading,
  text,
  steps,
}: {
  heading: string;
  text: string;
  steps: readonly string[];
}) {
  const t = useLocalize();
  return (
    <div
      tabIndex={-1}
      ref={showBelowHeader}
      className={`${BELOW_HEADER} self-start rounded-2xl border border-green-700 bg-green-50 p-8 focus:outline-none dark:border-green-400 dark:bg-green-950/40`}
    >
      <h2 className="text-2xl font-semibold text-slate-900 dark:text-white">{t(heading)}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t(text)}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300">
        {steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </div>
  );
}
