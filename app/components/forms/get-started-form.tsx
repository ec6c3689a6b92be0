import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useLocale, useLocalize } from "#app/components/layout/locale-context.tsx";
import { listOf } from "#app/components/pricing/list-of.ts";
import { useAfterHydration } from "#app/components/ui/use-after-hydration.ts";
import type { FormsContent } from "#app/core/content/index.ts";
import { leadMailto } from "#app/core/leads/client.ts";
import {
  COMPANY_SIZES,
  DECORATION_TYPES,
  DEMO_DAYS,
  DEMO_TIMES,
  REQUEST_KINDS,
  type LeadErrorCode,
} from "#app/core/leads/client.ts";
import { billingFrom } from "#app/core/pricing/index.ts";
import { addOnUnitsText, trialExtrasFrom } from "#app/core/pricing/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { ChoiceGroup, SelectField, TextField } from "./form-fields.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { Confirmation } from "./form-messages.tsx";
import { answerText } from "./answer-text.ts";
import { IdentityFields } from "./identity-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const fieldId = (name: string) => `get-started-${name}`;

/** Each field's label, in the form's order: the error summary's order and the email's lines. */
const fieldLabelsOf = (copy: FormsContent["getStarted"]) =>
  [
    ["request", copy.request.legend],
    ["name", copy.name.label],
    ["email", copy.email.label],
    ["company", copy.company.label],
    ["companySize", copy.companySize.label],
    ["decorationTypes", copy.decorationTypes.legend],
    ["modules", copy.modules.legend],
    ["demoDays", copy.demoDays.legend],
    ["demoTimes", copy.demoTimes.legend],
    ["timeZone", copy.timeZone.label],
  ] as const;

export type GetStartedProps = {
  copy: FormsContent["getStarted"];
  common: FormsContent["common"];
  errorText: Record<LeadErrorCode, string>;
  action: string | null;
  salesEmail: string;
  /** The modules a visitor can tick, as [file name, title]. */
  modules: readonly (readonly [slug: string, title: string])[];
  /** The plans /pricing links here with, and the largest team each allows. */
  plans: readonly { id: string; name: string; maxUsers: number }[];
  /** The add-ons the estimator's link may name, with their ranges and plans. */
  addOns: readonly { id: string; name: string; max: number; plans: readonly string[] }[];
};

/**
 * /get-started: a free trial or a demo (the demo's days, times and time zone show only when it is
 * chosen, by CSS, so they work without scripts too). A visitor arriving from a plan's button
 * (?plan=growth&billing=annual&request=demo) finds the form set for it; one arriving from the
 * estimate (&users=12&addOns=production-site:2) is also told the team and add-ons it carried, and
 * sends them with the lead (hidden fields, so a post without scripts carries them too).
 */
export function GetStartedForm({
  copy,
  common,
  errorText,
  action,
  salesEmail,
  modules,
  plans,
  addOns,
}: GetStartedProps) {
  const { locale } = useLocale();
  const t = useLocalize();
  // The plan and billing of the /pricing button the visitor came from, read after hydration.
  const [query] = useSearchParams();
  const planId = useAfterHydration(query.get("plan"), null);
  const billing = billingFrom(useAfterHydration(query.get("billing"), null));
  const plan = plans.find(({ id }) => id === planId);
  const chosenPlan = plan ? { id: plan.id, name: plan.name, billing } : null;
  // Only what the receiver takes: counts in range, add-ons the plan offers (estimateProblems).
  const extras = trialExtrasFrom(new URLSearchParams(useAfterHydration(query.toString(), "")), {
    plans,
    addOns,
  });
  const addOnName = (id: string) => addOns.find((addOn) => addOn.id === id)!.name;
  const timeZoneFilled = useRef(false);
  const lines = (fields: Record<string, unknown>) =>
    fieldLabelsOf(copy).map(([name, label]) => [t(label), answerText(fields[name])] as const);
  const mailto = (fields: Record<string, unknown>) =>
    leadMailto(salesEmail, `${t(copy.heading)}: ${answerText(fields.company)}`, lines(fields));
  const state = useLeadForm("get-started", { action, errorText, mailto });

  // A plan's button may ask for a demo (?request=demo): the radio button is set once hydrated.
  useEffect(() => {
    const request = new URLSearchParams(window.location.search).get("request");
    if (request && (REQUEST_KINDS as readonly string[]).includes(request)) {
      const radio = state.formRef.current?.querySelector<HTMLInputElement>(
        `input[name=request][value="${request}"]`,
      );
      if (radio) radio.checked = true;
    }
  }, [state.formRef]);

  /** The device's time zone, filled in the first time the visitor works in the form. */
  function fillTimeZone() {
    if (timeZoneFilled.current) return;
    timeZoneFilled.current = true;
    const input = state.formRef.current?.elements.namedItem("timeZone");
    if (input instanceof HTMLInputElement && input.value === "")
      input.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  }

  if (state.status.kind === "sent") {
    const done = copy.success[state.status.fields.request === "demo" ? "demo" : "trial"];
    return <Confirmation {...done} />;
  }

  const fieldLabels = fieldLabelsOf(copy);
  const { errors } = state;
  return (
    <div onFocus={fillTimeZone}>
      <h2 className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white">{t(copy.heading)}</h2>
      <LeadFormFrame
        state={state}
        action={action}
        salesEmail={salesEmail}
        mailtoHref={() => mailto(state.currentFields())}
        common={common}
        fieldLabels={fieldLabels}
        fieldId={fieldId}
        submitLabel={
          <>
            <span className="group-has-[input[value=demo]:checked]/form:hidden">{t(copy.submit.trial)}</span>
            <span className="hidden group-has-[input[value=demo]:checked]/form:inline">
              {t(copy.submit.demo)}
            </span>
          </>
        }
      >
        <input type="hidden" name="plan" value={chosenPlan?.id ?? ""} />
        <input type="hidden" name="billing" value={chosenPlan?.billing ?? ""} />
        <input type="hidden" name="users" value={chosenPlan ? (extras.users ?? "") : ""} />
        <input type="hidden" name="addOns" value={chosenPlan ? addOnUnitsText(extras.addOns) : ""} />
        {chosenPlan && (
          <p className="rounded-lg bg-brand-50 p-4 text-slate-800 dark:bg-brand-700/20 dark:text-slate-200">
            {fillTemplate(t(copy.chosenPlan), {
              plan: t(chosenPlan.name),
              billing: t(copy.billingNames[chosenPlan.billing as "monthly" | "annual"]),
            })}
            {extras.users !== null && (
              <> {fillTemplate(t(copy.chosenUsers), { users: String(extras.users) })}</>
            )}
            {extras.addOns.length > 0 && (
              <>
                {" "}
                {fillTemplate(t(copy.chosenAddOns), {
                  addOns: listOf(
                    extras.addOns.map(([id, units]) => `${units} × ${t(addOnName(id))}`),
                    locale,
                  ),
                })}
              </>
            )}
          </p>
        )}
        <ChoiceGroup
          type="radio"
          id={fieldId("request")}
          name="request"
          label={copy.request.legend}
          required
          defaultValue="trial"
          error={errors.request}
          options={REQUEST_KINDS.map((kind) => [
            kind,
            copy.request.options[kind].label,
            copy.request.options[kind].hint,
          ])}
        />
        <IdentityFields copy={copy} errors={errors} fieldId={fieldId} />
        <SelectField
          id={fieldId("companySize")}
          name="companySize"
          label={copy.companySize.label}
          hint={copy.companySize.hint}
          placeholder={copy.companySize.placeholder}
          error={errors.companySize}
          options={COMPANY_SIZES.map((size) => [size, copy.companySize.options[size]])}
        />
        <ChoiceGroup
          type="checkbox"
          id={fieldId("decorationTypes")}
          name="decorationTypes"
          label={copy.decorationTypes.legend}
          hint={copy.decorationTypes.hint}
          error={errors.decorationTypes}
          options={DECORATION_TYPES.map((kind) => [kind, copy.decorationTypes.options[kind]])}
        />
        <ChoiceGroup
          type="checkbox"
          id={fieldId("modules")}
          name="modules"
          label={copy.modules.legend}
          hint={copy.modules.hint}
          optionalLabel={common.optional}
          error={errors.modules}
          columns={3}
          options={modules}
        />
        {/* Shown only while "demo" is chosen: CSS reads the radio button, so no script is needed. */}
        <div className="hidden space-y-6 group-has-[input[value=demo]:checked]/form:block">
          <ChoiceGroup
            type="checkbox"
            id={fieldId("demoDays")}
            name="demoDays"
            label={copy.demoDays.legend}
            hint={copy.demoDays.hint}
            error={errors.demoDays}
            columns={3}
            options={DEMO_DAYS.map((day) => [day, copy.demoDays.options[day]])}
          />
          <ChoiceGroup
            type="checkbox"
            id={fieldId("demoTimes")}
            name="demoTimes"
            label={copy.demoTimes.legend}
            hint={copy.demoTimes.hint}
            error={errors.demoTimes}
            options={DEMO_TIMES.map((time) => [time, copy.demoTimes.options[time]])}
          />
          <TextField
            id={fieldId("timeZone")}
            name="timeZone"
            label={copy.timeZone.label}
            hint={copy.timeZone.hint}
            error={errors.timeZone}
            required={false}
            maxLength={64}
          />
        </div>
      </LeadFormFrame>
    </div>
  );
}
