import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { langTag } from "~/core/domain";
import { detectLocale, LOCALE_STORAGE_KEY, type Locale } from "~/core/locale";
import { SPELLING } from "~/lib/locale/spelling-map";
import { toUkHtml, toUkText } from "~/core/spelling";

type LocaleState = { locale: Locale; setLocale: (locale: Locale) => void };
const LocaleContext = createContext<LocaleState>({ locale: "US", setLocale: () => {} });

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): fall back to the detection rule
  }
}

/**
 * The visitor's locale in this tab: the spec's rule, read once, until the visitor picks one.
 * An external store, so React renders the build's default while hydrating and the browser's
 * answer right after, without an effect that sets state.
 */
const localeStore = (() => {
  let current: Locale | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read(comHost: string): Locale {
      current ??= detectLocale({
        stored: readStored(),
        host: window.location.host,
        comHost,
        language: navigator.language ?? "",
      });
      return current;
    },
    choose(next: Locale) {
      current = next;
      try {
        window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // The choice still applies for this visit.
      }
      listeners.forEach((listener) => listener());
    },
  };
})();

/**
 * Renders with the build's default locale first (so hydration matches the prerendered HTML),
 * then applies the spec's rule once hydrated.
 */
export function LocaleProvider({
  defaultLocale,
  comHost,
  children,
}: {
  defaultLocale: Locale;
  comHost: string;
  children: ReactNode;
}) {
  const locale = useSyncExternalStore(
    localeStore.subscribe,
    () => localeStore.read(comHost),
    () => defaultLocale,
  );
  useEffect(() => {
    document.documentElement.lang = langTag(locale);
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale: localeStore.choose }), [locale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale() {
  return useContext(LocaleContext);
}

/** Returns a function that spells a US-English string for the current locale. */
export function useLocalize() {
  const { locale } = useLocale();
  return useCallback((text: string) => (locale === "UK" ? toUkText(text, SPELLING) : text), [locale]);
}

/** The same for rendered Markdown HTML. */
export function useLocalizeHtml() {
  const { locale } = useLocale();
  return useCallback((html: string) => (locale === "UK" ? toUkHtml(html, SPELLING) : html), [locale]);
}
