/**
 * The slice of the content the request-time receivers read, written by the content build as
 * .generated/receiver.json: the Function bundles these few values instead of every page's copy.
 */
import type { LeadErrorCode, LeadForm } from "./fields.ts";

/** A form's field as the receiver's plain HTML answer shows it again (functions/_lib/plain-form-page.ts). */
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
