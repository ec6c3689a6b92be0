import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";
import { SEARCH_OPENER } from "./search-host.tsx";

/**
 * A search opener rendered in the browser only (the mobile menu, the 404 page's help), so a
 * button from the start. Its click is handled by the search host (search-host.tsx); the link to
 * the sitemap page is what a click that reaches no host does.
 */
export function SearchButton({
  label,
  className,
  onClick,
}: {
  label: ReactNode;
  className: string;
  /** Runs as search opens, e.g. to close the menu the button is in. */
  onClick?: () => void;
}) {
  return (
    <a
      href={SITEMAP_PAGE_PATH}
      {...{ [SEARCH_OPENER]: "" }}
      role="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className={className}
    >
      <Icon name="search" className="size-5" />
      {label}
    </a>
  );
}
