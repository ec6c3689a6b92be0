/**
 * Remark plugin: copy per market. One text serves both domains unless a writer gives a sentence or
 * a passage a form for each market, where meaning differs and not only spelling (a season, a
 * sport, a tax, a currency):
 *
 *     :::market{com}
 *     Before the first match of the season.
 *     :::
 *     :::market{us}
 *     Before the first game of the season.
 *     :::
 *
 *     Kit for :market{com="football" us="soccer"} clubs.
 *
 * Each render is for one market (`file.data.market`): its form stays, the other goes. The .com form
 * is the UK text as written, so its elements carry `data-market="com"` and the UK respelling leaves
 * them alone (core/locale's toUkHtml). A form without its pair fails the build at its line.
 */
import type { Nodes, Root, RootContent, Text } from "mdast";
import type { ContainerDirective, TextDirective } from "mdast-util-directive";
import type { VFile } from "vfile";
import { DOMAINS, type SiteDomain } from "#app/core/locale/index.ts";
import { report } from "./render-data.ts";

const NAME = "market";
const MARKERS = new RegExp(String.raw`(^|[^\w]):{1,3}${NAME}\b`, "m");

/** Whether a text has per-market forms (a quick test, as facts have one). */
export const hasMarketForms = (markdown: string): boolean => MARKERS.test(markdown);

/** Hands a file the market its render is for. */
export function forMarket(file: VFile, market: SiteDomain): VFile {
  (file.data as { market?: SiteDomain }).market = market;
  return file;
}

const marketOf = (file: VFile): SiteDomain => (file.data as { market?: SiteDomain }).market ?? "com";
const isMarketBlock = (node: RootContent | undefined): node is ContainerDirective =>
  node?.type === "containerDirective" && node.name === NAME;
/** The market a block is for: its one attribute, `{com}` or `{us}`. */
const blockMarket = (node: ContainerDirective): string | undefined => {
  const keys = Object.keys(node.attributes ?? {});
  return keys.length === 1 ? keys[0] : undefined;
};

/** Marks a .com form's elements, so the UK respelling leaves the text as the writer wrote it. */
function markCom(nodes: RootContent[]): RootContent[] {
  for (const node of nodes) {
    const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
    data.hProperties = { ...data.hProperties, dataMarket: "com" };
  }
  return nodes;
}

function checkPair(nodes: RootContent[], index: number, file: VFile): void {
  const node = nodes[index] as ContainerDirective;
  const market = blockMarket(node);
  if (!market || !(DOMAINS as readonly string[]).includes(market)) {
    report(file, node, `:::${NAME} takes the market it is for: :::${NAME}{com} or :::${NAME}{us}`);
    return;
  }
  const other = DOMAINS.find((d) => d !== market)!;
  const paired = [nodes[index - 1], nodes[index + 1]].some(
    (n) => isMarketBlock(n) && blockMarket(n) === other,
  );
  if (!paired)
    report(
      file,
      node,
      `:::${NAME}{${market}} needs a :::${NAME}{${other}} block right before or after it, with the .${other} text`,
    );
}

/** Blocks: the market's form unwrapped in place, the other market's dropped. */
function chooseBlocks(parent: { children: RootContent[] }, file: VFile): void {
  const market = marketOf(file);
  const kept: RootContent[] = [];
  parent.children.forEach((node, index) => {
    if (!isMarketBlock(node)) {
      if ("children" in node) chooseBlocks(node as { children: RootContent[] }, file);
      kept.push(node);
      return;
    }
    checkPair(parent.children, index, file);
    if (blockMarket(node) !== market) return;
    chooseBlocks(node, file);
    kept.push(...(market === "com" ? markCom(node.children) : node.children));
  });
  parent.children = kept;
}

/** Inline forms: `:market{com="…" us="…"}` becomes the market's words. */
function chooseInline(node: Nodes, file: VFile): void {
  if (!("children" in node)) return;
  node.children.forEach((child, index) => {
    if (child.type === "textDirective" && child.name === NAME) {
      (node.children as Nodes[])[index] = inline(child, file);
      return;
    }
    chooseInline(child, file);
  });
}

function inline(node: TextDirective, file: VFile): Nodes {
  const attributes = node.attributes ?? {};
  const missing = DOMAINS.filter((d) => !attributes[d]);
  if (missing.length > 0) {
    report(
      file,
      node,
      `:${NAME}{…} needs both forms, ${DOMAINS.map((d) => `${d}="…"`).join(" ")}; it has no ${missing.join(" or ")}`,
    );
    return { type: "text", value: "", position: node.position } satisfies Text;
  }
  const market = marketOf(file);
  const value = attributes[market]!;
  if (market === "us") return { type: "text", value, position: node.position };
  return {
    type: "emphasis",
    children: [{ type: "text", value }],
    position: node.position,
    // A span, not emphasis: the element only marks the words as the .com form.
    data: { hName: "span", hProperties: { dataMarket: "com" } },
  };
}

export function remarkMarkets() {
  return (tree: Root, file: VFile) => {
    if (!hasMarketForms(String(file.value))) return;
    chooseBlocks(tree, file);
    chooseInline(tree, file);
  };
}

const BLOCK = new RegExp(String.raw`^:::${NAME}\{(\w+)\}[^\n]*\n([\s\S]*?)^:::[ \t]*$`, "gm");
const INLINE = new RegExp(String.raw`:${NAME}\{([^}\n]*)\}`, "g");
const blankKeepingLines = (text: string) => text.replace(/[^\n]/g, " ");

/**
 * A body's prose as `market` shows it, for the checks that read the Markdown as written: the
 * other market's blocks and inline forms blanked, every line where it was.
 */
export function proseFor(markdown: string, market: SiteDomain): string {
  if (!hasMarketForms(markdown)) return markdown;
  return markdown
    .replace(BLOCK, (whole, forMarket: string) => (forMarket === market ? whole : blankKeepingLines(whole)))
    .replace(INLINE, (whole, attributes: string) => {
      const own = new RegExp(String.raw`\b${market}="([^"]*)"`).exec(attributes)?.[1];
      return own ?? blankKeepingLines(whole);
    });
}
