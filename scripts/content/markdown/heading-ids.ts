/**
 * Rehype plugin: every heading gets an id, GitHub's way (github-slugger: lower case, spaces to
 * hyphens, a -1, -2... suffix for repeats), so `#our-story` links work as on GitHub. The h2 and h3
 * headings are kept as the page's outline ("On this page") and as the targets the cross-check
 * knows. Headings that already have an id (the footnotes' own) are left alone.
 */
import GithubSlugger from "github-slugger";
import type { ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { renderData } from "./render-data.ts";

const HEADING = /^h[1-6]$/;

const textContent = (node: ElementContent): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map(textContent).join("") : "";

export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const { headings } = renderData(file);
    visit(tree, "element", (node) => {
      if (!HEADING.test(node.tagName) || node.properties.id !== undefined) return;
      const text = node.children.map(textContent).join("");
      const id = slugger.slug(text);
      node.properties.id = id;
      if (node.tagName === "h2" || node.tagName === "h3")
        headings.push({ id, text, depth: node.tagName === "h2" ? 2 : 3 });
    });
  };
}
