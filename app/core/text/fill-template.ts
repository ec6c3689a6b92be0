/** Fills {name} placeholders in a content string; unknown placeholders stay visible so a typo is noticed. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Picks a count's wording (`one` for exactly 1, else `other`) and fills its {count}. */
export function fillCount(forms: { one: string; other: string }, count: number): string {
  return fillTemplate(count === 1 ? forms.one : forms.other, { count: String(count) });
}
