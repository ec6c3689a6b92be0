/**
 * Rehype plugin: tables and code blocks wider than a phone scroll sideways inside a region the
 * keyboard reaches (tabindex 0) and a screen reader names (role region, aria-label), rather than
 * being clipped or wrapping mid-word. A table gets a scroll box of its own; a code block scrolls
 * itself, inside a box that holds the docs' Copy button still. The names are the writer's own: a
 * table's header cells, a code block's language (or its first line when it has none), after the
 * heading they sit under; a name the page already gave is numbered, as landmarks need names of
 * their own to be told apart.
 */
import type { Element, ElementContent, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";

const textOf = (node: ElementContent): string =>
  node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : "";

const scrollRegion = (label: string) => ({ role: "region", tabIndex: 0, ariaLabel: label });

function tableLabel(table: Element): string {
  const headers: Element[] = [];
  visit(table, "element", (node) => {
    if (node.tagName === "th") headers.push(node);
  });
  return headers.map((th) => textOf(th).trim()).join(", ");
}

/** The language Shiki coloured it in (`language-csv` on its <code>), or its first line. */
function codeLabel(pre: Element): string {
  const code = pre.children.find((child): child is Element => child.type === "element");
  // Shiki names its classes in `class`, a string, rather than hast's `className` list.
  const language = /\blanguage-(\S+)/.exec(String(code?.properties.class ?? ""))?.[1];
  if (language && language !== "text") return language;
  return textOf(pre).trim().split("\n")[0]!.slice(0, 80);
}

const box = (className: string, child: Element, properties = {}): Element => ({
  type: "element",
  tagName: "div",
  properties: { className: [className], ...properties },
  children: [child],
});

const HEADING = /^h[1-6]$/;

export function rehypeScrollRegions() {
  return (tree: Root) => {
    let heading = "";
    const given = new Map<string, number>();
    const named = (label: string) => {
      const full = heading ? `${heading}: ${label}` : label;
      const count = (given.get(full) ?? 0) + 1;
      given.set(full, count);
      return scrollRegion(count > 1 ? `${full} (${count})` : full);
    };
    visit(tree, "element", (node, index, parent) => {
      if (HEADING.test(node.tagName)) heading = textOf(node).trim();
      if (!parent || index === undefined) return;
      if (node.tagName === "table") {
        parent.children[index] = box("table-scroll", node, named(tableLabel(node)));
        return [SKIP, index + 1];
      }
      if (node.tagName === "pre") {
        Object.assign(node.properties, named(codeLabel(node)));
        parent.children[index] = box("code-block", node);
        return [SKIP, index + 1];
      }
    });
  };
}
