/** The two locales of the site and the rule that picks one (spec §4 "Locale"). Pure; no browser access. */
export const LOCALES = ["US", "UK"] as const;
export type Locale = (typeof LOCALES)[number];

/** localStorage key that remembers a visitor's explicit choice. */
export const LOCALE_STORAGE_KEY = "locale";

/** Browser languages that read British English. */
const UK_LANGUAGE_PREFIXES = ["en-GB", "en-AU", "en-NZ"];

export function isLocale(value: unknown): value is Locale {
  return value === "US" || value === "UK";
}

/**
 * Stored preference wins when it is US or UK; otherwise UK on the .com domain or for a British,
 * Australian or New Zealand browser; otherwise US.
 */
export function detectLocale(input: { stored: string | null; host: string; comHost: string; languages: readonly string[] }): Locale {
  if (isLocale(input.stored)) return input.stored;
  if (input.comHost && input.host.toLowerCase().includes(input.comHost.toLowerCase())) return "UK";
  const british = input.languages.some((lang) => UK_LANGUAGE_PREFIXES.some((prefix) => lang.toLowerCase().startsWith(prefix.toLowerCase())));
  return british ? "UK" : "US";
}
