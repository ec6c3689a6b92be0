/**
 * Where a form sends its fields: site.yaml's `forms.endpoint`, unless LEADS_ENDPOINT is set in the
 * build's environment (a preview on a host without functions sets it empty). {form} in it becomes
 * the form's name. No endpoint means the forms open a prefilled e-mail instead.
 */
import type { LeadForm } from "./fields.ts";

export function leadEndpoint(
  form: LeadForm,
  fromSettings: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  const endpoint = (env.LEADS_ENDPOINT ?? fromSettings ?? "").trim();
  return endpoint === "" ? null : endpoint.replaceAll("{form}", form);
}

/** The docs pages' "Was this page helpful?" receiver (functions/api/feedback.ts). */
export const FEEDBACK_PATH = "/api/feedback";

/**
 * Where docs feedback goes: this site's own receiver, when the forms post to this site's Functions
 * too (an endpoint that is a path here). Forms sent to another service, or to nothing, mean a host
 * without our Functions, and no feedback widget.
 */
export function feedbackEndpoint(
  fromSettings: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  return leadEndpoint("contact", fromSettings, env)?.startsWith("/") ? FEEDBACK_PATH : null;
}

/**
 * A mailto: link to `to` with the form's answers as the body, one "Label: value" line each, for
 * builds without an endpoint and for visitors whose message could not be sent.
 */
export function leadMailto(
  to: string,
  subject: string,
  lines: readonly (readonly [label: string, value: string])[],
): string {
  const body = lines
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  // encodeURIComponent, not URLSearchParams: mail apps read "+" literally, not as a space.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
