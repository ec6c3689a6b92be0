/**
 * The two domains and two spellings: which locale a domain or visitor reads, and US -> UK text.
 */
export { DOMAINS, langTag, localeOf, parseDomain, type SiteDomain } from "./domain.ts";
export { detectLocale, type Locale, LOCALE_STORAGE_KEY, LOCALES, UK_LANGUAGE_PREFIXES } from "./locale.ts";
export {
  ADDRESS_START,
  isPhrase,
  spellerFor,
  type SpellingMap,
  toUkHtml,
  toUkText,
  ukText,
} from "./spelling.ts";
export { ukTextFileOf } from "./uk-text-file.ts";
