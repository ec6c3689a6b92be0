import { leadEndpoint } from "~/core/leads/lead-endpoint";
import type { LeadForm } from "~/core/leads/fields";
import { getData } from "./content.server";

/** What a form page's loader gives its form: where it posts, the shared copy and error sentences. */
export function formSettings(form: LeadForm) {
  const { forms } = getData("site");
  return {
    action: leadEndpoint(form, forms.endpoint, process.env),
    salesEmail: forms.salesEmail,
    common: getData("forms").common,
    errorText: getData("ui").forms.errors,
  };
}
