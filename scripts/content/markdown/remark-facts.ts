/**
 * Facts in Markdown, as a unified (remark) plugin: each text node's `{pricing.plans.starter.maxUsers}`
 * becomes the value, through the same resolver as YAML strings (facts/resolve-facts.ts). Code spans
 * and blocks are other node types, so a fact's braces shown as an example stay as written. A name
 * that does not resolve is a message on the file at its own line and column, for the pipeline to
 * report as `file:line body: message`.
 */
import type { Parent, Root, RootContent, Text } from "mdast";
import type { Plugin, Transformer } from "unified";
import type { Locale } from "../../../app/core/locale/locale.ts";
import { hasFacts, resolveFacts, type FactData } from "../facts/resolve-facts.ts";

type RemarkFactsOptions = { data: FactData; locale: Locale };

/** The rule id of the messages this plugin leaves on the file. */
export const FACTS_RULE = "remark-facts:unknown";

const remarkFacts: Plugin<[RemarkFactsOptions], Root> = (options) => (tree, file) => {
  visitText(tree, (node) => {
    if (!hasFacts(node.value)) return;
    const resolved = resolveFacts(node.value, options.data, options.locale);
    for (const problem of resolved.problems) reportAt(file, node, problem.index, problem.message);
    node.value = resolved.text;
  });
};

export default remarkFacts;

type File = Parameters<Transformer<Root>>[1];

function visitText(node: Root | RootContent, visit: (text: Text) => void): void {
  if (node.type === "text") return visit(node);
  for (const child of (node as Partial<Parent>).children ?? []) visitText(child, visit);
}

/** A message at the name's own line and column: a paragraph's text node spans its soft breaks. */
function reportAt(file: File, node: Text, index: number, reason: string): void {
  const start = node.position?.start;
  const before = node.value.slice(0, index).split("\n");
  const line = (start?.line ?? 1) + before.length - 1;
  const column = before.length > 1 ? before[before.length - 1]!.length + 1 : (start?.column ?? 1) + index;
  const message = file.message(reason, {
    place: { line, column },
    ruleId: FACTS_RULE,
    source: "remark-facts",
  });
  message.fatal = true;
}
