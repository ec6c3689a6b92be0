import { useEffect, type ChangeEvent, type RefObject } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { FormsContent } from "#app/core/content/index.ts";
import { COMPANY_SIZES, DECORATION_TYPES, REQUEST_KINDS } from "#app/core/leads/client.ts";
import { ChosenPlan, type PriceList } from "./chosen-plan.tsx";
import { DemoFields } from "./demo-fields.tsx";
import { ChoiceGroup, SelectField } from "./form-fields.tsx";
import { Confirmation } from "./form-messages.tsx";
import { IdentityFields } from "./identity-fields.tsx";
import { LeadFormFrame, useLeadFormFrame, type LeadFormSettings } from "./lead-form-frame.tsx";

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

export type GetStartedProps = LeadFormSettings &
  PriceList & {
    copy: FormsContent["getStarted"];
    /** The modules a visitor can tick, as [file name, title]. */
    modules: readonly (readonly [slug: string, title: string])[];
  };

/** The device's time zone in the demo's field, when the demo is chosen and the field is empty. */
function fillTimeZone(form: HTMLFormElement | null) {
  const demo = form?.querySelector<HTMLInputElement>("input[name=request][value=demo]");
  const input = form?.elements.namedItem("timeZone");
  if (demo?.checked && input instanceof HTMLInputElement && input.value === "")
    input.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The form's set-up once hydrated: a button may ask for a demo (?request=demo), and whenever the
 * demo is chosen (by the link, before hydration or later) the device's time zone fills its field.
 */
function usePresets(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const request = new URLSearchParams(window.location.search).get("request");
    if (request && (REQUEST_KINDS as readonly string[]).includes(request)) {
      const radio = formRef.current?.querySelector<HTMLInputElement>(
        `input[name=request][value="${request}"]`,
      );
      if (radio) radio.checked = true;
    }
    fillTimeZone(formRef.current);
  }, [formRef]);
  return (event: ChangeEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.name === "request")
      fillTimeZone(formRef.current);
  };
}

/**
 * /get-started: a free trial or a demo (the demo's days, times and time zone show only when it is
 * chosen). A visitor arriving from /pricing finds the form set for the plan and estimate they chose.
 */
export function GetStartedForm({ copy, modules, plans, addOns, ...settings }: GetStartedProps) {
  const t = useLocalize();
  const { state, frame } = useLeadFormFrame("get-started", copy.heading, fieldLabelsOf(copy), settings);
  const onRequestChange = usePresets(state.formRef);
  if (state.status.kind === "sent") {
    const done = copy.success[state.status.fields.request === "demo" ? "demo" : "trial"];
    return <Confirmation {...done} />;
  }
  const { errors } = state;
  return (
    <div onChange={onRequestChange}>
      <LeadFormFrame
        {...frame}
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
        <ChosenPlan copy={copy} priceList={{ plans, addOns }} />
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
          optionalLabel={settings.common.optional}
          error={errors.modules}
          columns={3}
          options={modules}
        />
        <DemoFields copy={copy} errors={errors} fieldId={fieldId} />
      </LeadFormFrame>
    </div>
  );
}
