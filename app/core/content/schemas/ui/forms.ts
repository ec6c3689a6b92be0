/** Strings of /login, /payment-success and the forms' problems. */
import { z } from "zod";
import { LEAD_ERROR_CODES, type LeadErrorCode } from "#app/core/leads/index.ts";
import { shortText, template, text } from "#app/core/content/fields.ts";

export const accountStrings = {
  account: z
    .strictObject({
      continueToApp: shortText(40),
      forgotPassword: shortText(60),
      openApp: shortText(40),
      planActive: template("plan").describe(
        "{plan}: a known plan's name from ?plan=; shown only when the plan is one of pricing.yaml's.",
      ),
    })
    .describe(
      "/login and /payment-success: the ways into the application (site.yaml `app`). {plan} is filled in by the page.",
    ),
  forms: z
    .strictObject({
      errors: z.strictObject(
        Object.fromEntries(LEAD_ERROR_CODES.map((code) => [code, text])) as Record<
          LeadErrorCode,
          typeof text
        >,
      ),
    })
    .describe(
      "The forms on /get-started and /contact (app/core/leads/): the sentence each problem code shows beside its field.",
    ),
};
