import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { FormsContent } from "#app/core/content/index.ts";
import { leadMailto } from "#app/core/leads/client.ts";
import { CONTACT_TOPICS, type LeadErrorCode } from "#app/core/leads/client.ts";
import { ChoiceGroup, TextArea, TextField } from "./form-fields.tsx";
import { Confirmation } from "./form-messages.tsx";
import { answerText } from "./answer-text.ts";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { IdentityFields } from "./identity-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const fieldId = (name: string) => `contact-${name}`;

/** /contact: a message to sales, support or partnerships. */
export function ContactForm({
  copy,
  common,
  errorText,
  action,
  salesEmail,
}: {
  copy: FormsContent["contact"];
  common: FormsContent["common"];
  errorText: Record<LeadErrorCode, string>;
  action: string | null;
  salesEmail: string;
}) {
  const t = useLocalize();
  const fieldLabels = [
    ["name", copy.name.label],
    ["email", copy.email.label],
    ["company", copy.company.label],
    ["phone", copy.phone.label],
    ["topic", copy.topic.legend],
    ["message", copy.message.label],
  ] as const;
  const mailto = (fields: Record<string, unknown>) =>
    leadMailto(
      salesEmail,
      `${t(copy.heading)}: ${answerText(fields.company)}`,
      fieldLabels.map(([name, label]) => [t(label), answerText(fields[name])] as const),
    );
  const state = useLeadForm("contact", { action, errorText, mailto });
  if (state.status.kind === "sent") return <Confirmation {...copy.success} />;
  const { errors } = state;
  return (
    <div>
      <h2 className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white">{t(copy.heading)}</h2>
      <LeadFormFrame
        state={state}
        action={action}
        salesEmail={salesEmail}
        mailtoHref={() => mailto(state.currentFields())}
        common={common}
        fieldLabels={fieldLabels}
        fieldId={fieldId}
        submitLabel={t(copy.submit)}
      >
        <IdentityFields copy={copy} errors={errors} fieldId={fieldId} />
        <TextField
          id={fieldId("phone")}
          name="phone"
          type="tel"
          label={copy.phone.label}
          hint={copy.phone.hint}
          optionalLabel={common.optional}
          required={false}
          error={errors.phone}
          autoComplete="tel"
          maxLength={30}
        />
        <ChoiceGroup
          type="radio"
          id={fieldId("topic")}
          name="topic"
          label={copy.topic.legend}
          hint={copy.topic.hint}
          required
          columns={1}
          error={errors.topic}
          options={CONTACT_TOPICS.map((topic) => [topic, copy.topic.options[topic]])}
        />
        <TextArea
          id={fieldId("message")}
          name="message"
          label={copy.message.label}
          hint={copy.message.hint}
          error={errors.message}
          maxLength={5000}
        />
      </LeadFormFrame>
    </div>
  );
}
