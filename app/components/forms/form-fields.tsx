import type { ReactNode } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";

/**
 * The form controls: a visible label, an optional hint and, once there is one, the field's error,
 * all tied to the control by aria-describedby. Inputs keep their own values (uncontrolled).
 * `id` is the control's id (the first box of a group), which the error summary links to.
 */
type FieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optionalLabel?: string;
};

const control =
  "mt-2 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-ink-900 dark:text-white aria-invalid:border-red-700 dark:aria-invalid:border-red-400";
const border = "border-slate-400 dark:border-slate-600";

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

function LabelText({ label, optionalLabel }: { label: string; optionalLabel?: string }) {
  const t = useLocalize();
  return (
    <>
      {t(label)}
      {optionalLabel && (
        <span className="font-normal text-slate-600 dark:text-slate-400"> {t(optionalLabel)}</span>
      )}
    </>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  const t = useLocalize();
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
      {t(hint)}
    </p>
  ) : null;
}

/** A control with its label above, its hint, and its error below once there is one. */
function Labelled({ id, label, hint, error, optionalLabel, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
        <LabelText label={label} optionalLabel={optionalLabel} />
      </label>
      <Hint id={id} hint={hint} />
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useLocalize();
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      <span aria-hidden="true">⚠ </span>
      {t(error)}
    </p>
  ) : null;
}

export function TextField({
  type = "text",
  autoComplete,
  required = true,
  maxLength,
  defaultValue,
  ...field
}: FieldProps & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  defaultValue?: string;
}) {
  const { id, name, hint, error } = field;
  return (
    <Labelled {...field}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        defaultValue={defaultValue}
        spellCheck={type === "text" ? undefined : false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} ${border}`}
      />
    </Labelled>
  );
}

export function TextArea({ maxLength, ...field }: FieldProps & { maxLength: number }) {
  const { id, name, hint, error } = field;
  return (
    <Labelled {...field}>
      <textarea
        id={id}
        name={name}
        rows={6}
        required
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} ${border}`}
      />
    </Labelled>
  );
}

export function SelectField({
  placeholder,
  options,
  ...field
}: FieldProps & { placeholder: string; options: readonly (readonly [value: string, label: string])[] }) {
  const t = useLocalize();
  const { id, name, hint, error } = field;
  return (
    <Labelled {...field}>
      <select
        id={id}
        name={name}
        required
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} ${border}`}
      >
        <option value="" disabled>
          {t(placeholder)}
        </option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {t(text)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/**
 * A group of radio buttons or checkboxes in a fieldset whose legend names it. The error and hint
 * are tied to the fieldset, which screen readers announce on entering the group.
 */
export function ChoiceGroup({
  type,
  options,
  required = false,
  columns = 2,
  className = "",
  defaultValue,
  children,
  ...field
}: FieldProps & {
  /** The option chosen when the page opens. */
  defaultValue?: string;
  type: "radio" | "checkbox";
  options: readonly (readonly [value: string, label: string, hint?: string])[];
  required?: boolean;
  columns?: 1 | 2 | 3;
  className?: string;
  children?: ReactNode;
}) {
  const t = useLocalize();
  const { id, name, label, hint, error, optionalLabel } = field;
  const grid = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" }[columns];
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)} className={className}>
      <legend className="font-medium text-slate-900 dark:text-white">
        <LabelText label={label} optionalLabel={optionalLabel} />
      </legend>
      <Hint id={id} hint={hint} />
      <div className={`mt-2 grid gap-2 ${grid}`}>
        {options.map(([value, text, optionHint], index) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-700/20"
          >
            <input
              id={index === 0 ? id : `${id}-${value}`}
              type={type}
              name={name}
              value={value}
              defaultChecked={value === defaultValue}
              required={type === "radio" && required}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span>
              <span className="text-slate-900 dark:text-white">{t(text)}</span>
              {optionHint && (
                <span className="block text-sm text-slate-600 dark:text-slate-400">{t(optionHint)}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
