import { useLocalize } from "#app/components/layout/locale-context.tsx";

/**
 * Rendered Markdown (HTML made at build time from trusted content, raw HTML stripped), in the
 * visitor's English. `html` is the source, in US English; the UK HTML is the build's (the page's
 * UK text, components/locale/uk-text.ts), so the browser never rewrites the words itself. The
 * prerender and the hydrating browser write the same string, so hydration leaves the HTML alone.
 *
 * Its links to this site's pages open in the app, as every plain link does (ui/use-in-app-link-clicks.ts).
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  const t = useLocalize();
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: t(html) }} />;
}
