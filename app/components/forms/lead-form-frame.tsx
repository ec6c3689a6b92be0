import type { ReactNode } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { FormsContent } from "#app/core/content/index.ts";
import { HONEYPOT_FIELD } from "#app/core/leads/client.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { ErrorSummary, SendFailure } from "./form-messages.tsx";
import type { useLeadForm } from "./use-lead-form.ts";

/**
 * What both forms share around their fields: the error summary, the honeypot, the send failure,
 * and the submit button with its sending state. Without scripts it is a plain form posting to the
 * receiver (or, with no endpoint, to the sales address as an e-mail).
 */
export function LeadFormFrame({
  state,
  action,
  salesEmail,
  mailtoHref,
  common,
  fieldLabels,
  fieldId,
  submitLabel,
  children,
}: {
  state: ReturnType<typeof useLeadForm>;
  action: string | null;
  salesEmail: string;
  mailtoHref: () => string;
  common: FormsContent["common"];
  fieldLabels: readonly (readonly [name: string, label: string])[];
  fieldId: (name: string) => string;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  const t = useLocalize();
  const { formRef, summaryRef, errors, status, handlers } = state;
  const sending = status.kind === "sending";
  return (
    <form
      ref={formRef}
      method="post"
      action={action ?? `mailto:${salesEmail}`}
      encType={action ? undefined : "text/plain"}
      onSubmit={handlers.onSubmit}
      onFocus={handlers.onFocus}
      onBlur={handlers.onBlur}
      onChange={handlers.onChange}
      aria-busy={sending || undefined}
      className="group/form space-y-6"
    >
      {state.summaryShown && (
        <ErrorSummary
          summaryRef={summaryRef}
          errors={errors}
          fieldLabels={fieldLabels}
          fieldId={fieldId}
          labels={common.errorSummary}
        />
      )}
      {/* A trap for bots, which fill in every field: no person sees it or tabs to it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{t(common.honeypotLabel)}</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {children}
      {status.kind === "failed" && (
        <SendFailure
          status={status}
          labels={common.failure}
          salesEmail={salesEmail}
          mailtoHref={mailtoHref()}
          onRetry={() => formRef.current?.requestSubmit()}
        />
      )}
      <div>
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-progress aria-disabled:opacity-80"
        >
          {sending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          )}
          {sending ? t(common.sending) : submitLabel}
        </button>
        {!action && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {fillTemplate(t(common.mailtoNote), { email: salesEmail })}
          </p>
        )}
        {status.kind === "mailto" && (
          <p
            role="status"
            className="mt-4 rounded-lg bg-brand-50 p-4 text-slate-800 dark:bg-brand-700/20 dark:text-slate-200"
          >
            {t(common.mailtoOpened)}{" "}
            <a href={status.href} className="font-medium text-brand-700 underline dark:text-brand-400">
              {fillTemplate(t(common.failure.emailInstead), { email: salesEmail })}
            </a>
          </p>
        )}
        <p aria-live="polite" className="sr-only">
          {sending ? t(common.sending) : ""}
        </p>
      </div>
    </form>
  );
}
