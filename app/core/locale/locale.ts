/** The two locales of the site and the rule that picks one for a visitor. Pure; no browser access. */
export const LOCALES = ["US", "UK"] as const;
export type Locale = (typeof LOCALES)[number];

/** localStorage key that remembers a visitor's explicit choice. */
export const LOCALE_STORAGE_KEY = "locale";

/** Browser languages that read British English. */
export const UK_LANGUAGE_PREFIXES = ["en-GB", "en-AU", "en-NZ"];

function isLocale(value: unknown): value is Locale {
  return value === "US" || value === "UK";
}

/**
 * Stored preference wins when it is US or UK; otherwise UK on the .com domain or when the browser's
 * language (navigator.language, its first choice) is British, Australian or New Zealand English;
 * otherwise US.
 */
export function detectLocale(input: {
  stored: string | null;
  host: string;
  comHost: string;
  language: string;
}): Locale {
  if (isLocale(input.stored)) return input.stored;
  if (input.comHost && input.host.toLowerCase().includes(input.comHost.toLowerCase())) return "UK";
  const language = input.language.toLowerCase();
  return UK_LANGUAGE_PREFIXES.some((prefix) => language.startsWith(prefix.toLowerCase())) ? "UK" : "US";
}
