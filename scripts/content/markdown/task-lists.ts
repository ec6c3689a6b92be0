/**
 * Rehype plugin: a task list's box is labelled by its item's text. GFM writes `- [x] Save as CSV`
 * as a disabled checkbox followed by the text; wrapped in a <label>, the box is announced as
 * "Save as CSV, checkbox, checked" instead of an unnamed checkbox.
 */
import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

/** Elements that end the item's own line of text (a nested list, a second paragraph...). */
const BLOCK = new Set(["ul", "ol", "p", "div", "pre", "blockquote", "table", "figure", "aside"]);

const isCheckbox = (node: ElementContent): node is Element =>
  node.type === "element" && node.tagName === "input" && node.properties.type === "checkbox";

export function rehypeTaskLists() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (!node.children.some(isCheckbox)) return;
      const start = node.children.findIndex(isCheckbox);
      let end = start + 1;
      while (end < node.children.length) {
        const child = node.children[end]!;
        if (child.type === "element" && BLOCK.has(child.tagName)) break;
        end++;
      }
      const label: Element = {
        type: "element",
        tagName: "label",
        properties: {},
        children: node.children.slice(start, end),
      };
      node.children.splice(start, end - start, label);
      return "skip";
    });
  };
}
