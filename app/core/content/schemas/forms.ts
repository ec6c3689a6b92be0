/** content/forms.yaml: the copy of the /get-started and /contact forms. */
import { z } from "zod";
import {
  COMPANY_SIZES,
  CONTACT_TOPICS,
  DECORATION_TYPES,
  DEMO_DAYS,
  DEMO_TIMES,
  REQUEST_KINDS,
} from "#app/core/leads/index.ts";
import { perKey, shortText, template, text } from "#app/core/content/fields.ts";
import { plural } from "./links.ts";

const optionLabels = <T extends readonly string[]>(values: T) => perKey(values, text);
const field = z.strictObject({ label: shortText(60), hint: text.optional() });
const choiceField = <T extends readonly string[]>(values: T) =>
  z.strictObject({ legend: shortText(80), hint: text.optional(), options: optionLabels(values) });
/** The steps a confirmation lists under "what happens next". */
const confirmation = z.strictObject({ heading: text, text, steps: z.array(text).min(1) });

/** The copy of the /get-started and /contact forms (components/forms). */
export const formsSchema = z
  .strictObject({
    common: z.strictObject({
      optional: text.describe("After a field's label when it may be left empty."),
      errorSummary: plural.describe(
        "The box that takes the focus when a submitted form has problems; it links to each field.",
      ),
      sending: text,
      failure: z
        .strictObject({
          heading: text,
          server: text,
          network: text,
          timeout: template("seconds").describe("{seconds}: how long the form waited."),
          rateLimited: text,
          retry: text,
          emailInstead: template("email").describe("{email}: the sales address from site.yaml."),
        })
        .describe("When sending fails, every answer stays in the form, with this message above the button."),
      mailtoNote: template("email").describe(
        "Shown under the button when this build has no endpoint: sending opens the visitor's email app.",
      ),
      mailtoOpened: text.describe(
        "After sending without an endpoint, before the link that opens the email again.",
      ),
      honeypotLabel: text.describe(
        "The trap field no person sees; its label says what to do if a screen reader ever reaches it.",
      ),
    }),
    getStarted: z.strictObject({
      heading: text,
      request: z.strictObject({
        legend: shortText(80),
        options: perKey(REQUEST_KINDS, z.strictObject({ label: shortText(40), hint: text })),
      }),
      chosenPlan: template("plan", "billing").describe(
        "Shown when the visitor came from a plan's button on /pricing. {plan}, {billing}: the plan and billing chosen there.",
      ),
      chosenUsers: template("users").describe(
        'From the estimator\'s link: {users}, and {addOns} ("2 × Extra production site and …").',
      ),
      chosenAddOns: template("addOns"),
      billingNames: z.strictObject({ monthly: text, annual: text }),
      name: field,
      email: field,
      company: field,
      companySize: z.strictObject({
        label: shortText(60),
        hint: text.optional(),
        placeholder: text,
        options: optionLabels(COMPANY_SIZES),
      }),
      decorationTypes: choiceField(DECORATION_TYPES),
      modules: z.strictObject({ legend: shortText(80), hint: text.optional() }),
      demoDays: choiceField(DEMO_DAYS),
      demoTimes: choiceField(DEMO_TIMES),
      timeZone: field,
      submit: optionLabels(REQUEST_KINDS),
      success: z.strictObject({ trial: confirmation, demo: confirmation }),
    }),
    contact: z.strictObject({
      heading: text,
      name: field,
      email: field,
      company: field,
      phone: field,
      topic: choiceField(CONTACT_TOPICS),
      message: field,
      submit: shortText(40),
      success: confirmation,
      office: z.strictObject({ heading: text, phone: text, email: text, hours: text }),
    }),
  })
  .describe(
    "The copy of the site's two forms, /get-started and /contact: everything a visitor reads there. Field names and the options' values are fixed in app/core/leads/fields.ts (the receiver checks them); the message beside a field that needs fixing is in ui.yaml (forms.errors). {placeholders} are filled in by the form.",
  );
export type FormsContent = z.infer<typeof formsSchema>;
