/**
 * Rehype plugin: each heading with an id ends with a link to itself, shown on hover or focus of
 * the heading (app.css, .heading-anchor), for a reader who wants to share a section. As on GitHub
 * it is hidden from screen readers and left out of the tab order: the heading itself is already
 * reachable, and "On this page" links every section. Its "#" is drawn by CSS, so the heading's
 * text (search, the outline) stays the writer's.
 */
import type { Root } from "hast";
import { visit } from "unist-util-visit";

const HEADING = /^h[2-6]$/;

export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      const { id } = node.properties;
      if (!HEADING.test(node.tagName) || typeof id !== "string" || id === "footnote-label") return;
      node.children.push({
        type: "element",
        tagName: "a",
        properties: { className: ["heading-anchor"], href: `#${id}`, ariaHidden: "true", tabIndex: -1 },
        children: [],
      });
    });
  };
}
