import type { FormsContent } from "#app/core/content/index.ts";
import { DEMO_DAYS, DEMO_TIMES } from "#app/core/leads/client.ts";
import { ChoiceGroup, TextField } from "./form-fields.tsx";

/**
 * A demo's days, times and time zone. Shown only while "demo" is chosen: CSS reads the radio
 * button, so no script is needed.
 */
export function DemoFields({
  copy,
  errors,
  fieldId,
}: {
  copy: FormsContent["getStarted"];
  errors: Record<string, string>;
  fieldId: (name: string) => string;
}) {
  return (
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
  );
}
