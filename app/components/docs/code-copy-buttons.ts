/**
 * The Copy buttons of a docs page's code blocks, loaded once the page has hydrated (see
 * use-code-copy.ts), so reading a page without code costs no bytes for them.
 */
import { copyText } from "#app/components/ui/clipboard.ts";
import { toast } from "#app/components/ui/toast-store.ts";
import { COPIED_INDICATOR_MS } from "#app/core/spec/index.ts";

export type CodeCopyLabels = { copy: string; label: string; copied: string; failed: string };

/** Adds a button to every code block in `root`; returns what removes them again. */
export function addCopyButtons(root: HTMLElement, labels: CodeCopyLabels): () => void {
  const { copy, label, copied, failed } = labels;
  const buttons = [...root.querySelectorAll("pre")].map((pre) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "code-copy";
    button.textContent = copy;
    button.setAttribute("aria-label", label);
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener("click", () => {
      const code = pre.querySelector("code")?.textContent ?? pre.textContent ?? "";
      copyText(code).then(
        () => {
          button.textContent = copied;
          button.setAttribute("aria-label", copied);
          clearTimeout(timer);
          timer = setTimeout(() => {
            button.textContent = copy;
            button.setAttribute("aria-label", label);
          }, COPIED_INDICATOR_MS);
        },
        // The code is still there to select by hand: say so, in the site's one toast system.
        () => toast({ title: failed, variant: "destructive" }),
      );
    });
    // Beside the block, in its box (scripts/content/markdown/scroll-regions.ts), so it stays put
    // as the code scrolls.
    (pre.closest(".code-block") ?? pre).append(button);
    return button;
  });
  return () => buttons.forEach((b) => b.remove());
}
