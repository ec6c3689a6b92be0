import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { FormsContent } from "#app/core/content/index.ts";
import { CONTACT_TOPICS } from "#app/core/leads/client.ts";
import { ChoiceGroup, TextArea, TextField } from "./form-fields.tsx";
import { Confirmation } from "./form-messages.tsx";
import { LeadFormFrame, useLeadFormFrame, type LeadFormSettings } from "./lead-form-frame.tsx";
import { IdentityFields } from "./identity-fields.tsx";

const fieldId = (name: string) => `contact-${name}`;

/** /contact: a message to sales, support or partnerships. */
export function ContactForm({ copy, ...settings }: { copy: FormsContent["contact"] } & LeadFormSettings) {
  const t = useLocalize();
  const fieldLabels = [
    ["name", copy.name.label],
    ["email", copy.email.label],
    ["company", copy.company.label],
    ["phone", copy.phone.label],
    ["topic", copy.topic.legend],
    ["message", copy.message.label],
  ] as const;
  const { state, frame } = useLeadFormFrame("contact", copy.heading, fieldLabels, settings);
  if (state.status.kind === "sent") return <Confirmation {...copy.success} />;
  const { errors } = state;
  const { common } = settings;
  return (
    <LeadFormFrame {...frame} fieldId={fieldId} submitLabel={t(copy.submit)}>
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
  );
}
