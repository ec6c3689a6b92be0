/**
 * The copy of a page the search index reads: its indexed part (`data-pagefind-body`) with each
 * prose word's other spelling beside it (app/core/search/other-spellings.ts). Code, keyboard keys
 * and sample output keep their words as written, as the page's respelling does.
 */
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeParse from "rehype-parse";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { withOtherSpellings, type OtherSpelling } from "#app/core/search/index.ts";

/** Elements whose text is not prose. */
const NOT_PROSE = new Set(["code", "pre", "kbd", "samp", "script", "style", "svg", "template"]);

const isIndexed = (node: Element) => node.properties?.["dataPagefindBody"] !== undefined;

/**
 * The page's title as Pagefind would take it (its first h1), given as metadata so results are
 * titled as the page is; the h1's words still get their other forms.
 */
function keepTitle(body: Element) {
  let done = false;
  visit(body, "element", (h1: Element) => {
    if (done || h1.tagName !== "h1") return;
    h1.properties["dataPagefindMeta"] = `title:${toString(h1).trim()}`;
    done = true;
  });
}

function addOtherSpellings(other: OtherSpelling) {
  return (tree: Root) => {
    visit(tree, "element", (body: Element) => {
      if (!isIndexed(body)) return;
      keepTitle(body);
      visit(body, (node) => {
        if (node.type === "element" && NOT_PROSE.has(node.tagName)) return SKIP;
        if (node.type === "text") node.value = withOtherSpellings(node.value, other);
      });
      return SKIP;
    });
  };
}

/** `html` as the index reads it. */
export function withOtherSpellingsIndexed(html: string, other: OtherSpelling): string {
  if (other.size === 0) return html;
  return String(
    unified()
      .use(rehypeParse)
      .use(() => addOtherSpellings(other))
      .use(rehypeStringify)
      .processSync(html),
  );
}
