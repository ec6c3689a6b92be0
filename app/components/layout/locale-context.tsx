import {
  createContext,
  use,
  useContext,
  useDeferredValue,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { preload } from "react-dom";
import { useLocation, useMatches } from "react-router";
import { langTag } from "#app/core/locale/index.ts";
import { detectLocale, LOCALE_STORAGE_KEY, type Locale } from "#app/core/locale/index.ts";
import { ukTextFileOf } from "#app/core/locale/index.ts";
import { NOT_FOUND_PRERENDER_PATH } from "#app/core/site/index.ts";
import { prerenderUkText, retryFailedUkText, ukTextOf, type UkText } from "#app/components/locale/uk-text.ts";

type LocaleState = {
  locale: Locale;
  /** The build's locale: the spelling of the prerendered HTML. */
  defaultLocale: Locale;
  setLocale: (locale: Locale) => void;
  /** A string of the page's (US English) copy, as the locale spells it. */
  spell: (text: string) => string;
};
const asWritten = (text: string) => text;
const LocaleContext = createContext<LocaleState>({
  locale: "US",
  defaultLocale: "US",
  setLocale: () => {},
  spell: asWritten,
});

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
  /** Counts choices: choosing the locale already chosen (after its text failed to load) renders again, to retry. */
  let choices = 0;
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
    choices: () => choices,
    choose(next: Locale) {
      current = next;
      choices++;
      retryFailedUkText();
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
 *
 * UK English is the build's text, never respelled here: the page's UK text file
 * (components/locale/uk-text.ts), fetched the first time the page is shown in UK English. Until it
 * arrives the provider suspends: while hydrating .com the prerendered HTML stays as it is (the
 * file is preloaded with the page, so it is there about when the code is); on a switch or a
 * navigation React keeps showing the page as it was. A file that cannot be fetched leaves the page
 * in US English, the copy the browser has.
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
  const choices = useSyncExternalStore(localeStore.subscribe, localeStore.choices, () => 0);
  // Deferred, so the render that waits for a page's UK text keeps the page as it was meanwhile
  // (a store's own updates are always urgent). The count is in it so that choosing again retries.
  const choice = useMemo(() => ({ locale: detected, choices }), [detected, choices]);
  const wanted = useDeferredValue(choice).locale;
  const pathname = usePrerenderedPath();
  if (import.meta.env.SSR && defaultLocale === "UK")
    preload(ukTextFileOf(pathname), { as: "fetch", crossOrigin: "anonymous" });
  const ukText: UkText | null =
    wanted !== "UK" ? null : import.meta.env.SSR ? prerenderUkText : use(ukTextOf(pathname));
  const locale = wanted === "UK" && !ukText ? "US" : wanted;
  const value = useMemo(
    () => ({ locale, defaultLocale, setLocale: localeStore.choose, spell: ukText ?? asWritten }),
    [locale, defaultLocale, ukText],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * The prerendered page the browser shows: the address, unless the page has no data of its own
 * (the 404 route, or a route whose loader answered 404, or 404.html at an unknown address under a
 * collection's route), which is the 404 page. So no file is asked for that the build did not write.
 */
function usePrerenderedPath(): string {
  const { pathname } = useLocation();
  const page = useMatches().at(-1);
  return !page || page.id === "not-found" || page.data === undefined ? NOT_FOUND_PRERENDER_PATH : pathname;
}

export function useLocale() {
  return useContext(LocaleContext);
}

/** Returns a function that spells a US-English string for the current locale. */
export function useLocalize() {
  return useLocale().spell;
}
