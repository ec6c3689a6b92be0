/**
 * A route's `meta`: the head tags its loader built at prerender time (lib/page-head.server.ts),
 * so client-side navigation updates the title and tags without shipping the SEO helper.
 */
import type { MetaDescriptor } from "react-router";
import type { ShellData } from "./shell.server.ts";

type Match = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export function shellFromMatches(matches: readonly Match[]): ShellData | undefined {
  const root = matches.find((m) => m?.id === "root");
  return (root?.loaderData ?? root?.data) as ShellData | undefined;
}

export function pageMeta(args: { loaderData?: unknown }): MetaDescriptor[] {
  return (args.loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
}
