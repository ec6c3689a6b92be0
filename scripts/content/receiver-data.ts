/**
 * What the forms' receiver needs of the content, and nothing more (.generated/receiver.json): the
 * error sentences, the docs pages, what a lead may refer to, and the forms' copy for the answer to
 * a plain HTML post with problems, which shows the form again with the visitor's answers.
 */
import type { CompiledContent } from "../../app/core/content/types.ts";
import { BILLING_PERIODS } from "../../app/core/pricing/billing.ts";
import type { PlainField, PlainFormCopy, ReceiverData } from "../../app/core/leads/receiver-data.ts";

type Options = Record<string, string>;
const optionsOf = (labels: Options): [string, string][] => Object.entries(labels);
const labelled = (options: Record<string, { label: string }>): Options =>
  Object.fromEntries(Object.entries(options).map(([value, { label }]) => [value, label]));

function plainForms(content: CompiledContent): Record<"get-started" | "contact", PlainFormCopy> {
  const { getStarted: g, contact: c } = content.data.forms;
  const text = (name: string, kind: "text" | "email" | "tel" | "textarea", label: string, optional = false) =>
    ({ name, kind, label, optional }) satisfies PlainField;
  const choice = (
    name: string,
    kind: "radio" | "select" | "checkboxes",
    label: string,
    options: Options,
    optional = false,
  ) => ({ name, kind, label, optional, options: optionsOf(options) }) satisfies PlainField;
  const modules = Object.fromEntries(content.collections.modules.map((m) => [m.slug, m.card.title]));
  return {
    "get-started": {
      heading: g.heading,
      fields: [
        choice("request", "radio", g.request.legend, labelled(g.request.options)),
        text("name", "text", g.name.label),
        text("email", "email", g.email.label),
        text("company", "text", g.company.label),
        choice("companySize", "select", g.companySize.label, g.companySize.options),
        choice("decorationTypes", "checkboxes", g.decorationTypes.legend, g.decorationTypes.options),
        choice("modules", "checkboxes", g.modules.legend, modules, true),
        choice("demoDays", "checkboxes", g.demoDays.legend, g.demoDays.options, true),
        choice("demoTimes", "checkboxes", g.demoTimes.legend, g.demoTimes.options, true),
        text("timeZone", "text", g.timeZone.label, true),
        { name: "plan", kind: "hidden" },
        { name: "billing", kind: "hidden" },
        { name: "users", kind: "hidden" },
        { name: "addOns", kind: "hidden" },
      ],
      submit: g.submit,
    },
    contact: {
      heading: c.heading,
      fields: [
        text("name", "text", c.name.label),
        text("email", "email", c.email.label),
        text("company", "text", c.company.label),
        text("phone", "tel", c.phone.label, true),
        choice("topic", "radio", c.topic.legend, c.topic.options),
        text("message", "textarea", c.message.label),
      ],
      submit: { "": c.submit },
    },
  };
}

export function receiverData(content: CompiledContent): ReceiverData {
  const { common } = content.data.forms;
  return {
    formErrors: content.data.ui.forms.errors,
    docsPages: content.collections.docsPages.map((page) => page.path),
    references: {
      moduleSlugs: content.collections.modules.map((m) => m.slug),
      planIds: content.data.pricing.plans.map((plan) => plan.id),
      billingPeriods: [...BILLING_PERIODS],
      trial: {
        plans: content.data.pricing.plans.map(({ id, maxUsers }) => ({ id, maxUsers })),
        addOns: content.data.pricing.addOns.map(({ id, max, plans }) => ({ id, max, plans: [...plans] })),
      },
    },
    common: {
      errorSummary: common.errorSummary,
      optional: common.optional,
      notSent: common.failure.heading,
      rateLimited: common.failure.rateLimited,
    },
    plainForms: plainForms(content),
  };
}
