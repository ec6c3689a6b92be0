/**
 * A route's `meta`: the head tags its loader built at prerender time (server/page-head.server.ts),
 * so client-side navigation updates the title and tags without shipping the SEO helper.
 */
import type { MetaDescriptor } from "react-router";

export function pageMeta(args: { loaderData?: unknown }): MetaDescriptor[] {
  return (args.loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
}
