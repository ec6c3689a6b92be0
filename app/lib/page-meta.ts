/** Adapts a route's meta() arguments to the one SEO helper, spelled for the build's default locale. */
import type { MetaDescriptor } from "react-router";
import { toUkText } from "./locale/spelling.ts";
import { SPELLING } from "./locale/spelling-map.ts";
import { buildMeta, type SeoPage } from "./seo.ts";
import type { ShellData } from "./shell.server.ts";

type Match = { id: string; loaderData?: unknown; data?: unknown } | undefined;
type PageRecord = { title: string; description: string; path: string; robots?: string };

export function shellFromMatches(matches: readonly Match[]): ShellData | undefined {
  const root = matches.find((m) => m?.id === "root");
  return (root?.loaderData ?? root?.data) as ShellData | undefined;
}

export function pageMeta(args: { matches: readonly Match[]; loaderData?: unknown }, extra: Partial<SeoPage> = {}): MetaDescriptor[] {
  const shell = shellFromMatches(args.matches);
  const page = (args.loaderData as { page?: PageRecord } | undefined)?.page;
  if (!shell || !page) return [];
  const spell = (text: string) => (shell.defaultLocale === "UK" ? toUkText(text, SPELLING) : text);
  return buildMeta(shell, { ...page, ...extra, title: spell(extra.title ?? page.title), description: spell(extra.description ?? page.description) });
}
