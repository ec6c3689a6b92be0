/**
 * Remark plugin: every link and picture of a text, as the writer typed it, with its line, for the
 * cross-check (scripts/content/steps/crosscheck.ts) to prove each target exists. Reference-style links
 * (`[text][name]` with `[name]: /path` elsewhere) count where they are used, with the target of
 * their definition. Bare URLs that GFM turns into links are links too.
 */
import type { Definition, Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { lineOf, renderData } from "./render-data.ts";

export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const { links } = renderData(file);
    const definitions = new Map<string, Definition>();
    visit(tree, "definition", (node) => {
      if (!definitions.has(node.identifier)) definitions.set(node.identifier, node);
    });
    visit(tree, (node) => {
      if (node.type === "link") links.push({ url: node.url, line: lineOf(node), kind: "link" });
      else if (node.type === "image") links.push({ url: node.url, line: lineOf(node), kind: "image" });
      else if (node.type === "linkReference" || node.type === "imageReference") {
        const definition = definitions.get(node.identifier);
        if (!definition) return;
        const kind = node.type === "imageReference" ? "image" : "link";
        links.push({ url: definition.url, line: lineOf(node), kind });
      }
    });
  };
}
