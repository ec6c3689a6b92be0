/**
 * The slice of the content the request-time receivers read, written by the content build as
 * .generated/receiver.json, so the Functions bundle a few KB instead of every page's copy: the
 * error sentences, the docs pages, what a lead may refer to, and the forms' copy for the answer to
 * a plain HTML post with problems, which shows the form again with the visitor's answers.
 */
import type { LeadErrorCode, LeadForm } from "#app/core/leads/index.ts";
import type { CompiledContent } from "#app/core/content/index.ts";
import { BILLING_PERIODS } from "#app/core/pricing/index.ts";

/** A form's field as the receiver's plain HTML answer shows it again (plain-form-page.ts). */
export type PlainField =
  | { name: string; kind: "text" | "email" | "tel" | "textarea"; label: string; optional: boolean }
  | {
      name: string;
      kind: "radio" | "select" | "checkboxes";
      label: string;
      optional: boolean;
      options: [value: string, label: string][];
    }
  /** Set by the page, never by the visitor (the plan chosen on /pricing): carried as it came. */
  | { name: string; kind: "hidden" };

/** A form's copy for that answer: its heading, fields in page order, and button labels. */
export type PlainFormCopy = {
  heading: string;
  fields: PlainField[];
  /** The button's label; get-started's depends on the request kind, keyed by it ("" for the only one). */
  submit: Record<string, string>;
};

export type ReceiverData = {
  /** The sentence each problem code shows beside its field (ui.yaml `forms.errors`). */
  formErrors: Record<LeadErrorCode, string>;
  /** The docs pages, the only pages whose feedback is kept. */
  docsPages: string[];
  /** What a lead's fields may refer to: content/modules/ file names, pricing.yaml plan ids, billings. */
  references: {
    moduleSlugs: string[];
    planIds: string[];
    billingPeriods: string[];
    /** Each plan's largest team and each add-on's range and plans, which a trial's estimate may name. */
    trial: {
      plans: { id: string; maxUsers: number }[];
      addOns: { id: string; max: number; plans: string[] }[];
    };
  };
  /** The forms' shared words (forms.yaml `common`) that answer shows. */
  common: {
    /** The error summary's heading ({count}). */
    errorSummary: { one: string; other: string };
    optional: string;
    /** The heading and text when the form was not taken for a reason that is no field's. */
    notSent: string;
    rateLimited: string;
  };
  plainForms: Record<LeadForm, PlainFormCopy>;
};

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
