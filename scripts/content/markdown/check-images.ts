/**
 * Remark plugin: every picture says what it shows. A picture without alt text is invisible to a
 * screen reader and to search engines, so it fails the build at its line. (Whether the file
 * exists under public/ is the cross-check's part, with every other link.)
 */
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { report } from "./render-data.ts";

export function remarkCheckImages() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if ((node.type === "image" || node.type === "imageReference") && !node.alt?.trim()) {
        const target = node.type === "image" ? node.url : `[${node.label ?? node.identifier}]`;
        report(
          file,
          node,
          `picture ${target} has no alt text: describe it in the brackets, ![what it shows](…)`,
        );
      }
    });
  };
}
