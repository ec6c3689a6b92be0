/**
 * Facts in Markdown, as a unified (remark) plugin: each text node's `{pricing.plans.starter.maxUsers}`
 * becomes the value, through the same resolver as YAML strings (facts/resolve-facts.ts), and so does
 * a link's address (`[write to us](mailto:{market.contact.privacyEmail})`). Code spans
 * and blocks are other node types, so a fact's braces shown as an example stay as written. A name
 * that does not resolve is a problem at its own line, for the pipeline to report as
 * `file:line body: message`.
 *
 * The data comes with each file (`file.data.facts`), as one frozen processor renders every body.
 * `locale` writes the facts for that locale; without one they are written for both sites at once,
 * and a fact that reads differently in UK and US English is refused.
 */
import type { Definition, Link, Parent, Root, RootContent, Text } from "mdast";
import type { Plugin } from "unified";
import type { VFile } from "vfile";
import type { Locale, SiteDomain } from "#app/core/locale/index.ts";
import {
  hasFacts,
  resolveFacts,
  resolveShared,
  type FactData,
} from "#scripts/content/facts/resolve-facts.ts";
import { renderData } from "./render-data.ts";

/** What a render writes in: the data's facts, for one locale or both; and the market it is for. */
export type MarkdownFacts = { data: FactData; locale?: Locale; market?: SiteDomain };

/** Hands a file the facts remark-facts writes into it. */
export function withFacts(file: VFile, facts: MarkdownFacts): VFile {
  (file.data as { facts?: MarkdownFacts }).facts = facts;
  return file;
}

export const remarkFacts: Plugin<[], Root> = () => (tree, file) => {
  const facts = (file.data as { facts?: MarkdownFacts }).facts;
  // A body rendered without its data (a worker's first pass) keeps its names for the real render.
  if (!facts) return;
  const resolve = (text: string, lineOf: (index: number) => number): string => {
    if (!hasFacts(text)) return text;
    const resolved = facts.locale
      ? resolveFacts(text, facts.data, facts.locale)
      : resolveShared(text, facts.data);
    for (const problem of resolved.problems)
      renderData(file).problems.push({ line: lineOf(problem.index), message: problem.message });
    return resolved.text;
  };
  visitFacts(tree, {
    text: (node) => (node.value = resolve(node.value, (index) => lineAt(node, index))),
    address: (node) => (node.url = resolve(node.url, () => node.position?.start.line ?? 1)),
  });
};

/** Where facts are written in: text, and the addresses of links and of their definitions. */
function visitFacts(
  node: Root | RootContent,
  visit: { text: (text: Text) => void; address: (node: Link | Definition) => void },
): void {
  if (node.type === "text") return visit.text(node);
  if (node.type === "link" || node.type === "definition") visit.address(node);
  for (const child of (node as Partial<Parent>).children ?? []) visitFacts(child, visit);
}

/** The name's own line: a paragraph's text node spans its soft breaks. */
const lineAt = (node: Text, index: number): number =>
  (node.position?.start.line ?? 1) + node.value.slice(0, index).split("\n").length - 1;
