import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useLocalizeHtml } from "../layout/locale-context";

/**
 * Rendered Markdown (HTML made at build time from trusted content, raw HTML stripped).
 * Clicks on internal links become client-side navigations, like <Link>.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  const localizeHtml = useLocalizeHtml();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest("a");
    const href = anchor?.getAttribute("href");
    if (
      !href ||
      !href.startsWith("/") ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The div only delegates link clicks; links stay real <a> elements for keyboard and assistive tech.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={`prose ${className}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: localizeHtml(html) }}
    />
  );
}
