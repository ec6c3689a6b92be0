import { useEffect, type RefObject } from "react";
import { copyText } from "~/lib/clipboard";
import { toast } from "~/lib/toast-store";

export type CodeCopyLabels = { copy: string; label: string; copied: string; failed: string };

/** How long a button says "Copied" before it reads "Copy" again. */
const COPIED_MS = 2000;

/**
 * A Copy button in the corner of every code block inside `container`, added once the page has
 * hydrated (the prose is trusted HTML React does not manage). Positioned over the block, it moves
 * nothing. A failure says so in a toast, since the code is still there to select by hand.
 */
export function useCodeCopy(container: RefObject<HTMLElement | null>, html: string, labels: CodeCopyLabels) {
  const { copy, label, copied, failed } = labels;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
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
            }, COPIED_MS);
          },
          () => toast({ title: failed, variant: "destructive" }),
        );
      });
      pre.classList.add("has-copy");
      pre.append(button);
      return button;
    });
    return () => buttons.forEach((b) => b.remove());
  }, [container, html, copy, label, copied, failed]);
}
