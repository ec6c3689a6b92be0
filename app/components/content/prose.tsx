import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Locale } from "~/core/locale/locale";
import { spellerFor, toUkHtml } from "~/core/locale/spelling";
import { isHydrating } from "~/components/layout/hydration";
import { spellingMap } from "~/components/locale/spelling-map";
import { useLocale } from "../layout/locale-context";
import { loadOnce } from "../ui/on-demand";

/** If it cannot load, the words keep their spelling until the next change of spelling tries again. */
const respeller = loadOnce(() => import("~/components/locale/respell-dom"));

const spelledHtml = (html: string, locale: Locale) =>
  locale === "UK" ? toUkHtml(html, spellingMap()) : html;

/**
 * Rendered Markdown (HTML made at build time from trusted content, raw HTML stripped), in the
 * visitor's spelling. `html` is the source, in US English.
 *
 * The prerender writes it in the build's spelling. Hydrating, React is given the source, which it
 * never writes over the page (hydration leaves inner HTML alone, and the string does not change
 * after), so nothing is respelled while the page hydrates. An article rendered in the browser is
 * written in the spelling of that moment. From then on, a change of spelling rewrites only the
 * words that differ (components/locale/respell-dom.ts, loaded the first time it is needed): replacing the
 * HTML would make the browser parse and restyle the whole article.
 *
 * Its links to this site's pages open in the app, as every plain link does (ui/use-in-app-link-clicks.ts).
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  const { locale, defaultLocale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  // The source this component hydrated with, if it mounted while the page hydrated.
  const [hydratedHtml] = useState(() => (isHydrating() ? html : null));
  // The spelling a new source is first written in (adjusted while rendering, when the source changes).
  const [written, setWritten] = useState({ html, locale });
  if (written.html !== html) setWritten({ html, locale });
  const markup = useMemo(
    () => (html === hydratedHtml ? html : spelledHtml(html, written.locale)),
    [html, hydratedHtml, written.locale],
  );

  /** The spelling of the words in the DOM now, and of which source. */
  const inPage = useRef<{ html: string; locale: Locale } | null>(null);
  const wanted = useRef(locale);
  useLayoutEffect(() => {
    if (inPage.current?.html !== html)
      inPage.current = { html, locale: html === hydratedHtml ? defaultLocale : written.locale };
    wanted.current = locale;
    if (inPage.current.locale === locale) return;
    respeller.whenLoaded(({ respellDom }) => {
      const element = ref.current;
      // Superseded by a newer source, or already spelled so: nothing to do.
      if (!element || inPage.current?.html !== html || inPage.current.locale === wanted.current) return;
      respellDom(element, html, spellerFor(wanted.current, spellingMap()));
      inPage.current = { html, locale: wanted.current };
    });
  }, [html, hydratedHtml, locale, defaultLocale, written.locale]);

  return (
    <div
      ref={ref}
      className={`prose ${className}`}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? spelledHtml(html, defaultLocale) : markup,
      }}
    />
  );
}
