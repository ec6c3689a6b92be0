/** A field's answer as a line of an email: lists joined with commas. */
export const answerText = (value: unknown): string =>
  Array.isArray(value) ? value.join(", ") : String(value ?? "");
