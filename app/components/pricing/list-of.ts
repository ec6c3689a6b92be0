import { langTag } from "~/core/domain";
import type { Locale } from "~/core/locale";

/** Names joined as the locale writes a list: "Starter, Growth and Enterprise" (UK), "…, and …" (US). */
export function listOf(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(langTag(locale), { type: "conjunction" }).format(items);
}
