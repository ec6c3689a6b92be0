import type { FormsContent, SiteSettings, UiStrings } from "#app/core/content/index.ts";
import type { LeadForm } from "./fields.ts";
import { leadEndpoint } from "./lead-endpoint.ts";

/** The content a form's settings come from: site.yaml's forms, forms.yaml and ui.yaml's messages. */
type FormContent = { site: SiteSettings; forms: FormsContent; ui: UiStrings };

/** What a form page's loader gives its form: where it posts, the shared copy and error sentences. */
export function formSettings(
  form: LeadForm,
  { site, forms, ui }: FormContent,
  env: Readonly<Record<string, string | undefined>>,
) {
  return {
    action: leadEndpoint(form, site.forms.endpoint, env),
    salesEmail: site.forms.salesEmail,
    common: forms.common,
    errorText: ui.forms.errors,
  };
}
