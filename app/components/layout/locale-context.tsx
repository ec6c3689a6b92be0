import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { langTag } from "~/core/locale/domain";
import { detectLocale, LOCALE_STORAGE_KEY, type Locale } from "~/core/locale/locale";
import { spellingMap } from "~/components/locale/spelling-map";
import { toUkText } from "~/core/locale/spelling";

type LocaleState = {
  locale: Locale;
  /** The build's locale: the spelling of the prerendered HTML. */
  defaultLocale: Locale;
  setLocale: (locale: Locale) => void;
};
const LocaleContext = createContext<LocaleState>({ locale: "US", defaultLocale: "US", setLocale: () => {} });

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): fall back to the detection rule
  }
}

/**
 * The visitor's locale in this tab: the locale rule (detectLocale), read once, until the visitor picks one.
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
      // The head's boot script set `lang` for the detected locale; only a choice changes it.
      document.documentElement.lang = langTag(next);
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
 * then applies the locale rule once hydrated. The switch renders as a transition: every label on
 * the page changes, and React renders them in short slices instead of one long task. `<html lang>`
 * is not touched here: the boot script set it before first paint (components/layout/boot-script.ts).
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
  const detected = useSyncExternalStore(
    localeStore.subscribe,
    () => localeStore.read(comHost),
    () => defaultLocale,
  );
  const locale = useDeferredValue(detected);
  const value = useMemo(
    () => ({ locale, defaultLocale, setLocale: localeStore.choose }),
    [locale, defaultLocale],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale() {
  return useContext(LocaleContext);
}

/** UK spellings already worked out: a page shows the same labels on every render and every page. */
const ukSpellings = new Map<string, string>();

function toUk(text: string): string {
  let uk = ukSpellings.get(text);
  if (uk === undefined) {
    uk = toUkText(text, spellingMap());
    ukSpellings.set(text, uk);
  }
  return uk;
}

/** Returns a function that spells a US-English string for the current locale. */
export function useLocalize() {
  const { locale } = useLocale();
  return useCallback((text: string) => (locale === "UK" ? toUk(text) : text), [locale]);
}
