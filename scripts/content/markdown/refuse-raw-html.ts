/**
 * Remark plugin: raw HTML is refused. Content may not use it: it would bypass the site's styles
 * and the escaping that keeps pages safe. Each line holding some is reported (once), and the HTML
 * is printed as text, never written as markup, so even a preview of a failing build is safe.
 */
import type { Root, Text } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { lineOf, renderData } from "./render-data.ts";

export const RAW_HTML_MESSAGE = "raw HTML is not allowed in content; write it in Markdown";

export function remarkRefuseRawHtml() {
  return (tree: Root, file: VFile) => {
    const reported = new Set<number>();
    visit(tree, "html", (node, index, parent) => {
      const line = lineOf(node);
      if (!reported.has(line)) renderData(file).problems.push({ line, message: RAW_HTML_MESSAGE });
      reported.add(line);
      if (parent && index !== undefined) {
        const text: Text = { type: "text", value: node.value, position: node.position };
        parent.children[index] = text as never;
      }
    });
  };
}
