import spriteUrl from "~generated/icons.svg?url";
import type { IconName } from "~/core/content/types";

/**
 * Decorative icon drawn from the build's SVG sprite (scripts/content/icon-sprite.ts, built with the content): no icon code
 * in the JavaScript bundle. Hidden from assistive technology; the text beside it carries the meaning.
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
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
