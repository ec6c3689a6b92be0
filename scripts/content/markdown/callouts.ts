/**
 * Remark plugin: callouts. A writer fences a tip, a note or a warning with `:::` (remark-directive's
 * container syntax), optionally with a title of their own:
 *
 *     :::tip[Before you import]
 *     Save the sheet as CSV first.
 *     :::
 *
 * It becomes `<aside class="callout callout-tip" aria-label="Before you import">` with the title
 * shown first: a screen reader announces a complementary region by its title, and the visible title
 * is hidden from it so it is not read twice. Any other `:::name` fails the build at its line.
 * Directive syntax that is not a callout (`:word` in running text, a `::word` line) is put back as
 * the text the writer typed: "Ratio 2:1" or "Note:this" must never lose words. A `:::` line that
 * did not open or close a callout would show on the page as it is typed, so it fails at its line:
 * `:::warning\[title]` (the escape an editor's rich text adds) and `:::tip [title]` alike.
 */
import type { Nodes, Paragraph, Root, Text } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { renderData, report } from "./render-data.ts";

/**
 * The callouts, and the title each shows when the writer gives none. `example` fences worked
 * arithmetic: the claims check (facts/apply-facts.ts) leaves its numbers alone.
 */
export const CALLOUTS: Readonly<Record<string, string>> = {
  tip: "Tip",
  note: "Note",
  warning: "Warning",
  example: "Worked example",
};

/** A line of a paragraph that starts like a callout's fence: the paragraph is not a callout. */
const FENCE_AS_TEXT = /^ {0,3}(:{3,}[^\n]*)$/m;
/** `:::name\[`: the title's bracket escaped, as Decap's rich text writes it. */
const ESCAPED_TITLE = /^:{3,}([A-Za-z][\w-]*)\\\[/;

const textOf = (node: Nodes): string =>
  "value" in node ? node.value : "children" in node ? node.children.map(textOf).join("") : "";

export function remarkCallouts() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const typed = (node: Nodes): Text => ({
      type: "text",
      value: source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0),
      position: node.position,
    });
    // Before the directives below become text: a paragraph here is one the writer typed as such.
    visit(tree, "paragraph", (node) => fenceAsText(node, source, file));
    visit(tree, (node, index, parent) => {
      if (node.type === "textDirective" && parent && index !== undefined) {
        parent.children[index] = typed(node) as never;
        return;
      }
      if (node.type === "leafDirective" && parent && index !== undefined) {
        const paragraph: Paragraph = { type: "paragraph", children: [typed(node)], position: node.position };
        parent.children[index] = paragraph as never;
        return;
      }
      if (node.type === "containerDirective") callout(node, file);
    });
  };
}

function callout(node: ContainerDirective, file: VFile): void {
  const fallback = CALLOUTS[node.name];
  if (!fallback) {
    const names = Object.keys(CALLOUTS).map((name) => `:::${name}`);
    report(file, node, `:::${node.name} is not a callout; use ${names.join(", ")}`);
    return;
  }
  const first = node.children[0];
  const label = first?.type === "paragraph" && first.data?.directiveLabel ? first : undefined;
  const title: Paragraph = label ?? { type: "paragraph", children: [{ type: "text", value: fallback }] };
  title.data = { ...title.data, hProperties: { className: ["callout-title"], ariaHidden: "true" } };
  if (!label) node.children.unshift(title);
  node.data = {
    ...node.data,
    hName: "aside",
    hProperties: { className: ["callout", `callout-${node.name}`], ariaLabel: textOf(title) || fallback },
  };
}

/** A paragraph with a line that starts `:::` is a callout that did not parse: reported at that line. */
function fenceAsText(node: Paragraph, source: string, file: VFile): void {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return;
  const text = source.slice(start.offset, end.offset);
  const found = FENCE_AS_TEXT.exec(text);
  if (!found) return;
  const line = start.line + text.slice(0, found.index).split("\n").length - 1;
  const typed = found[1]!.trim();
  const escaped = ESCAPED_TITLE.exec(typed);
  const message = escaped
    ? `${typed} has its title's [ escaped, so the page would show it as text; write :::${escaped[1]}[title] with no backslash`
    : `${typed} is not read as a callout, so the page would show it as text; a callout opens with :::name or :::name[title] alone on its line and closes with ::: alone on its line`;
  renderData(file).problems.push({ line, message });
}
