/**
 * The answer to a form posted without scripts that cannot be taken as it is (fields to fix, or
 * too many from one address): a small HTML page with the form again, every answer the visitor
 * gave still in it, each problem named beside its field and in a list at the top, in the words the
 * form itself uses (content/forms.yaml, ui.yaml via receiver.json). Sending it posts to the same
 * receiver. Everything the visitor typed is escaped; the page runs no script and loads nothing.
 */
import type { PlainField, PlainFormCopy } from "./receiver-data.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const idOf = (name: string) => `field-${name}`;

/** The values a field was sent with, as strings (a group of boxes sends several). */
function valuesOf(fields: Record<string, unknown>, name: string): string[] {
  const value = fields[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

function fieldHtml(
  field: PlainField,
  fields: Record<string, unknown>,
  error: string | undefined,
  optional: string,
) {
  const values = valuesOf(fields, field.name);
  const name = escapeHtml(field.name);
  if (field.kind === "hidden")
    return values.map((v) => `<input type="hidden" name="${name}" value="${escapeHtml(v)}">`).join("");
  const id = idOf(field.name);
  const label = `${escapeHtml(field.label)}${field.optional ? ` ${escapeHtml(optional)}` : ""}`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const errorHtml = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : "";
  const first = escapeHtml(values[0] ?? "");
  switch (field.kind) {
    case "text":
    case "email":
    case "tel":
      return `<p><label for="${id}">${label}</label>${errorHtml}<input id="${id}" name="${name}" type="${field.kind}" value="${first}"${invalid}></p>`;
    case "textarea":
      return `<p><label for="${id}">${label}</label>${errorHtml}<textarea id="${id}" name="${name}" rows="6"${invalid}>${first}</textarea></p>`;
    case "select":
      return `<p><label for="${id}">${label}</label>${errorHtml}<select id="${id}" name="${name}"${invalid}><option value=""></option>${field.options
        .map(
          ([value, text]) =>
            `<option value="${escapeHtml(value)}"${values.includes(value) ? " selected" : ""}>${escapeHtml(text)}</option>`,
        )
        .join("")}</select></p>`;
    case "radio":
    case "checkboxes": {
      const type = field.kind === "radio" ? "radio" : "checkbox";
      const boxes = field.options
        .map(
          ([value, text], i) =>
            `<label><input id="${i === 0 ? id : `${id}-${i}`}" type="${type}" name="${name}" value="${escapeHtml(value)}"${values.includes(value) ? " checked" : ""}> ${escapeHtml(text)}</label><br>`,
        )
        .join("");
      return `<fieldset${invalid}><legend>${label}</legend>${errorHtml}${boxes}</fieldset>`;
    }
  }
}

export type PlainFormPage = {
  copy: PlainFormCopy;
  /** What the visitor sent, as the form reads it (fieldsFromFormData). */
  fields: Record<string, unknown>;
  /** A sentence per field to fix, by field name. */
  errors: Record<string, string>;
  /** The heading of the list of problems, or of the one reason the form was not taken. */
  summary: string;
  /** A reason that is no field's (too many forms in a minute). */
  notice?: string;
  /** "(optional)", after the labels of optional fields. */
  optional: string;
  action: string;
};

export function plainFormPage({ copy, fields, errors, summary, notice, optional, action }: PlainFormPage) {
  const labelOf = (name: string) => {
    const field = copy.fields.find((f) => f.name === name);
    return field && field.kind !== "hidden" ? field.label : name;
  };
  const problems = Object.entries(errors)
    .map(([name, message]) => {
      const target = copy.fields.some((f) => f.name === name && f.kind !== "hidden")
        ? `#${idOf(name)}`
        : "#form";
      return `<li><a href="${target}">${escapeHtml(labelOf(name))}: ${escapeHtml(message)}</a></li>`;
    })
    .join("");
  const request = valuesOf(fields, "request")[0] ?? "";
  const submit = copy.submit[request] ?? copy.submit[""] ?? Object.values(copy.submit)[0] ?? "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(summary)} – ${escapeHtml(copy.heading)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(copy.heading)}</h1>
<div role="alert" id="problems">
<h2>${escapeHtml(summary)}</h2>
${notice ? `<p>${escapeHtml(notice)}</p>` : ""}${problems ? `<ul>${problems}</ul>` : ""}
</div>
<form id="form" method="post" action="${escapeHtml(action)}">
${copy.fields.map((field) => fieldHtml(field, fields, errors[field.name], optional)).join("\n")}
<p><button type="submit">${escapeHtml(submit)}</button></p>
</form>
</main>
</body>
</html>
`;
}
