/**
 * Rehype plugin: a table column's alignment (`| ---: |`) as a class, not the `align` attribute
 * HTML no longer defines, nor an inline style, which the Content-Security-Policy would block.
 */
import type { Root } from "hast";
import { visit } from "unist-util-visit";

const ALIGN_CLASS: Record<string, string> = { left: "text-left", center: "text-center", right: "text-right" };

export function rehypeTableAlign() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "td" && node.tagName !== "th") return;
      const align = node.properties.align;
      if (align === undefined) return;
      delete node.properties.align;
      const className = ALIGN_CLASS[String(align)];
      if (className) node.properties.className = [className];
    });
  };
}
