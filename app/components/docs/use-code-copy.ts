import { useEffect, type RefObject } from "react";
import { loadOnce } from "#app/components/ui/on-demand.tsx";
import type { CodeCopyLabels } from "./code-copy-buttons.ts";

/** If it cannot load, the code blocks stay as they are, selectable by hand. */
const copyButtons = loadOnce(() => import("./code-copy-buttons.ts"));

/**
 * A Copy button in the corner of every code block inside `container`, added after hydration (the
 * prose is trusted HTML React does not manage) and only on pages that have code: the buttons'
 * code loads then. Positioned over the block (app.css, .code-copy), they move nothing.
 */
export function useCodeCopy(container: RefObject<HTMLElement | null>, html: string, labels: CodeCopyLabels) {
  const { copy, label, copied, failed } = labels;
  useEffect(() => {
    const root = container.current;
    if (!root || !root.querySelector("pre")) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    copyButtons.whenLoaded(({ addCopyButtons }) => {
      if (!cancelled) remove = addCopyButtons(root, { copy, label, copied, failed });
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [container, html, copy, label, copied, failed]);
}
