import sprite from "#generated/icons.svg?raw";
import { ICON_ID_PREFIX } from "#app/core/content/index.ts";
import type { IconName } from "#app/core/content/index.ts";

/**
 * Decorative icon drawn from the sprite the page carries (<IconSprite />, built with the content by
 * scripts/content/steps/icon-sprite.ts): no icon code in the JavaScript bundle. Hidden from assistive
 * technology; the text beside it carries the meaning.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}

/**
 * Every icon's symbol, written once into each page at prerender (about 3.6 KB compressed). From a
 * separate sprite file, the icons were drawn only once that file arrived: a second pass of style,
 * layout and paint over every icon after the first paint, a long task on a phone. Here they are
 * drawn in the first frame. Written at prerender only, as the theme's boot script is: hydration
 * leaves the element's contents alone and the page keeps it across navigations, so the bundle does
 * not carry the drawings.
 */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="hidden"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? symbolsOf(sprite) : "" }}
    />
  );
}

/** The sprite file's symbols, without its own <svg> wrapper. */
function symbolsOf(file: string): string {
  return file.slice(file.indexOf(">") + 1, file.lastIndexOf("</svg>"));
}
