import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { fieldsFromFormData, type LeadErrorCode, type LeadForm } from "#app/core/leads/client.ts";
import { loadOnce } from "#app/components/ui/on-demand.tsx";
import { sendLead, type SendOutcome } from "./send-lead.ts";
import { showBelowHeader } from "./show-below-header.ts";

const schema = loadOnce(() => import("#app/core/leads/index.ts"));

/** A random key for one attempt; the fallback is for browsers without randomUUID (before 2021-22). */
const newAttemptKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

export type FormStatus =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "sent"; fields: Record<string, unknown> }
  /** No endpoint: the visitor's email app was asked to open this prefilled message. */
  | { kind: "mailto"; href: string }
  | { kind: "failed"; reason: Exclude<SendOutcome["kind"], "created" | "invalid"> };

/**
 * The behaviour of a lead form, whose inputs keep their own values (so nothing typed is ever lost,
 * whatever happens to a request):
 * - a field is checked when it first loses focus, then at every change;
 * - submitting checks every field; problems fill the error summary, which takes the focus;
 * - a valid form is sent once however often it is submitted, with a key for the attempt that
 *   "Try again" sends again (so a slow first answer never stores the lead twice); the receiver's
 *   own field errors show beside the fields; any other failure is kept in `status` for the form
 *   to explain;
 * - without an endpoint, submitting opens the visitor's e-mail app instead (`mailto`).
 * Before hydration the form is a plain HTML form that posts to the receiver, with the browser's
 * own checks; once hydrated these checks take over (noValidate is set here, not in the markup).
 */
export function useLeadForm(
  form: LeadForm,
  {
    action,
    errorText,
    mailto,
  }: {
    action: string | null;
    errorText: Record<LeadErrorCode, string>;
    mailto: (fields: Record<string, unknown>) => string;
  },
) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  // The attempt being sent: its key is made once and sent again by "Try again", while the fields
  // stay the same; changed fields are a new attempt.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Bumped on each submit with problems, so the summary takes the focus again.
  const [summaryShown, setSummaryShown] = useState(0);
  const [status, setStatus] = useState<FormStatus>({ kind: "editing" });

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  useEffect(() => {
    if (summaryShown > 0) showBelowHeader(summaryRef.current);
  }, [summaryShown]);

  const currentFields = () => fieldsFromFormData(form, new FormData(formRef.current!));
  const problems = async (): Promise<Record<string, string>> => {
    const { checkLead } = await schema.load();
    const check = checkLead(form, currentFields());
    if (check.ok) return {};
    return Object.fromEntries(Object.entries(check.errors).map(([field, code]) => [field, errorText[code]]));
  };
  /** While typing, a schema that failed to load just means no live checks; submitting still works. */
  const problemsIfLoaded = () => problems().catch(() => ({}));
  const onlyTouched = (all: Record<string, string>, seen: ReadonlySet<string>) =>
    Object.fromEntries(Object.entries(all).filter(([field]) => seen.has(field)));

  /** The schema starts loading as soon as a visitor enters the form, well before it is needed. */
  function onFocus() {
    schema.preload();
  }

  async function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as unknown as HTMLInputElement).name;
    // Moving between the boxes of one group is not leaving the field.
    const next = event.relatedTarget as HTMLInputElement | null;
    if (!name || next?.name === name) return;
    const seen = touched.has(name) ? touched : new Set([...touched, name]);
    setTouched(seen);
    setErrors(onlyTouched(await problemsIfLoaded(), seen));
  }

  async function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as unknown as HTMLInputElement).name;
    if (name && touched.has(name)) setErrors(onlyTouched(await problemsIfLoaded(), touched));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const found = await problems().catch(() => null);
    sending.current = false;
    // The schema could not be loaded (offline, or a new deploy replaced it): the receiver checks.
    if (found === null) return send(currentFields());
    const fields = currentFields();
    setTouched(new Set([...touched, ...Object.keys(fields)]));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummaryShown((n) => n + 1);
      return;
    }
    return send(fields);
  }

  async function send(fields: Record<string, unknown>) {
    if (!action) {
      const href = mailto(fields);
      setStatus({ kind: "mailto", href });
      window.location.href = href;
      return;
    }
    sending.current = true;
    setStatus({ kind: "sending" });
    const body = JSON.stringify(fields);
    if (attempt.current?.body !== body) attempt.current = { key: newAttemptKey(), body };
    const outcome = await sendLead(action, fields, attempt.current.key);
    sending.current = false;
    if (outcome.kind === "created") {
      attempt.current = null;
      setStatus({ kind: "sent", fields });
    } else if (outcome.kind === "invalid") {
      setErrors(outcome.errors);
      setStatus({ kind: "editing" });
      setSummaryShown((n) => n + 1);
    } else setStatus({ kind: "failed", reason: outcome.kind });
  }

  return {
    formRef,
    summaryRef,
    errors,
    /** Whether the summary lists the errors (after a submit), rather than fields checked on blur. */
    summaryShown: summaryShown > 0 && Object.keys(errors).length > 0,
    status,
    currentFields,
    handlers: { onFocus, onBlur, onChange, onSubmit },
  };
}
