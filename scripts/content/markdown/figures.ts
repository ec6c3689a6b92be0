/**
 * Rehype plugin: a picture on a line of its own with a title (`![A press](/images/press.png "Our
 * six-head press")`) becomes a figure, its title the caption under it, as a writer expects from a
 * titled picture. A picture inside running text keeps its title as a tooltip: a figure cannot sit
 * inside a sentence.
 */
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

const isBlank = (node: Element["children"][number]) => node.type === "text" && node.value.trim() === "";

export function rehypeFigures() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "p") return;
      const content = node.children.filter((child) => !isBlank(child));
      const image = content[0];
      if (content.length !== 1 || image?.type !== "element" || image.tagName !== "img") return;
      const { title, ...properties } = image.properties;
      if (typeof title !== "string" || title.trim() === "") return;
      node.tagName = "figure";
      node.children = [
        { ...image, properties },
        {
          type: "element",
          tagName: "figcaption",
          properties: {},
          children: [{ type: "text", value: title }],
        },
      ];
    });
  };
}
