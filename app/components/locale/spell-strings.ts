/**
 * Every string in a nested object of interface labels, in the visitor's spelling. For labels only:
 * URLs and ids must not pass through here (a path such as /color-guide is not a word to respell).
 */
export function spellStrings<T>(value: T, spell: (text: string) => string): T {
  if (typeof value === "string") return spell(value) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, spellStrings(item, spell)]),
    ) as T;
  return value;
}
