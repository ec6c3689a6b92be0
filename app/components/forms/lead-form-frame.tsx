import type { ReactNode } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { FormsContent } from "#app/core/content/index.ts";
import { HONEYPOT_FIELD, leadMailto, type LeadErrorCode, type LeadForm } from "#app/core/leads/client.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { answerText } from "./answer-text.ts";
import { ErrorSummary, SendFailure } from "./form-messages.tsx";
import { useLeadForm } from "./use-lead-form.ts";

/** What a form page's loader gives its form besides its copy (core/leads' formSettings). */
export type LeadFormSettings = {
  common: FormsContent["common"];
  errorText: Record<LeadErrorCode, string>;
  /** The receiver's address; null on a build that sends the forms by email. */
  action: string | null;
  salesEmail: string;
};

/** Each field's name and label, in the form's order: the error summary's and the email's. */
type FieldLabels = readonly (readonly [name: string, label: string])[];

/**
 * A lead form's behaviour (use-lead-form.ts) and what its frame needs: the email a visitor can
 * send instead, its subject the form's heading and the company, one "Label: answer" line a field.
 */
export function useLeadFormFrame(
  form: LeadForm,
  heading: string,
  fieldLabels: FieldLabels,
  settings: LeadFormSettings,
) {
  const t = useLocalize();
  const mailto = (fields: Record<string, unknown>) =>
    leadMailto(
      settings.salesEmail,
      `${t(heading)}: ${answerText(fields.company)}`,
      fieldLabels.map(([name, label]) => [t(label), answerText(fields[name])] as const),
    );
  const state = useLeadForm(form, { action: settings.action, errorText: settings.errorText, mailto });
  const frame = { state, settings, heading, fieldLabels, mailtoHref: () => mailto(state.currentFields()) };
  return { state, frame };
}

/**
 * What both forms share around their fields: the heading, the error summary, the honeypot, the
 * send failure, and the submit button with its sending state. Without scripts it is a plain form
 * posting to the receiver (or, with no endpoint, to the sales address as an e-mail).
 */
export function LeadFormFrame({
  state,
  settings: { action, salesEmail, common },
  heading,
  mailtoHref,
  fieldLabels,
  fieldId,
  submitLabel,
  children,
}: ReturnType<typeof useLeadFormFrame>["frame"] & {
  fieldId: (name: string) => string;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  const t = useLocalize();
  return (
    <div>
      <h2 className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white">{t(heading)}</h2>
      <FrameForm
        state={state}
        settings={{ action, salesEmail, common }}
        mailtoHref={mailtoHref}
        fieldLabels={fieldLabels}
        fieldId={fieldId}
        submitLabel={submitLabel}
      >
        {children}
      </FrameForm>
    </div>
  );
}

function FrameForm({
  state,
  settings: { action, salesEmail, common },
  mailtoHref,
  fieldLabels,
  fieldId,
  submitLabel,
  children,
}: {
  state: ReturnType<typeof useLeadForm>;
  settings: Omit<LeadFormSettings, "errorText">;
  mailtoHref: () => string;
  fieldLabels: FieldLabels;
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
