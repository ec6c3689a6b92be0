import type { FormsContent } from "#app/core/content/index.ts";
import { TextField } from "./form-fields.tsx";

type FieldCopy = FormsContent["contact"]["name"];

/** Name, work email and company: the fields both forms open with, with the same limits the schema sets. */
export function IdentityFields({
  copy,
  errors,
  fieldId,
}: {
  copy: { name: FieldCopy; email: FieldCopy; company: FieldCopy };
  errors: Record<string, string>;
  fieldId: (name: string) => string;
}) {
  return (
    <>
      <TextField
        id={fieldId("name")}
        name="name"
        label={copy.name.label}
        hint={copy.name.hint}
        error={errors.name}
        autoComplete="name"
        maxLength={100}
      />
      <TextField
        id={fieldId("email")}
        name="email"
        type="email"
        label={copy.email.label}
        hint={copy.email.hint}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
      />
      <TextField
        id={fieldId("company")}
        name="company"
        label={copy.company.label}
        hint={copy.company.hint}
        error={errors.company}
        autoComplete="organization"
        maxLength={120}
      />
    </>
  );
}
