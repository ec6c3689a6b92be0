/** Fills {name} placeholders in a content string; unknown placeholders stay visible so a typo is noticed. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
