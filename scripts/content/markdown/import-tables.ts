/**
 * Remark plugin: Tracker's import files in Markdown, from content/imports.yaml. A writer puts a
 * directive on a line of its own:
 *
 *     ::import-columns{file="customers"}
 *     ::import-sample{file="customers"}
 *
 * The first becomes the file's table of columns (the header, what it holds, an example), the second
 * a CSV block with the header row and a row of examples. The moving-from pages' mappings name the
 * same columns, so the guide and the mappings cannot disagree. A file imports.yaml does not have
 * fails the build at the directive's line.
 *
 * Like facts, the data comes with each file (remark-facts.ts's `withFacts`), for the market the
 * render is for: examples may differ by market (a phone number). Without data (a worker's first
 * pass) the directive is left for the real render.
 */
import type { PhrasingContent, Root, RootContent, TableCell, TableRow } from "mdast";
import type { LeafDirective } from "mdast-util-directive";
import type { VFile } from "vfile";
import type { ImportsContent } from "#app/core/content/index.ts";
import type { MarkdownFacts } from "./remark-facts.ts";
import { report } from "./render-data.ts";

type ImportFile = ImportsContent["files"][number];

const MADE: Record<string, (file: ImportFile, imports: ImportsContent) => RootContent> = {
  "import-columns": columnsTable,
  "import-sample": sampleBlock,
};
const DIRECTIVE = new RegExp(String.raw`^::(?:${Object.keys(MADE).join("|")})\{`, "m");

/** Whether a text names an import file (a quick test, as facts have one). */
export const hasImportTables = (markdown: string): boolean => DIRECTIVE.test(markdown);

/**
 * What a text's import tables read today, for its render's id: the same Markdown renders again
 * when imports.yaml changes, and for each market. Empty without data or directives.
 */
export function importTablesSignature(markdown: string, data?: Readonly<Record<string, unknown>>): string {
  if (!data || !hasImportTables(markdown)) return "";
  return `\0imports=${JSON.stringify([data.imports])}`;
}

export function remarkImportTables() {
  return (tree: Root, file: VFile) => {
    const facts = (file.data as { facts?: MarkdownFacts }).facts;
    if (!facts || !hasImportTables(String(file.value))) return;
    const imports = facts.data.imports as ImportsContent | undefined;
    replace(tree, (node) => {
      // imports.yaml failed its own checks and says so: nothing to make the table from.
      if (!imports) return [];
      const id = node.attributes?.file ?? "";
      const found = imports.files.find((f) => f.id === id);
      if (!found) {
        const ids = imports.files.map((f) => f.id).join(", ");
        report(
          file,
          node,
          `::${node.name}{file="${id}"}: content/imports.yaml has no file "${id}" (it has: ${ids})`,
        );
        return [];
      }
      return [{ ...MADE[node.name]!(found, imports), position: node.position }];
    });
  };
}

/** Each directive of this plugin in `parent`'s tree, replaced with what `make` gives for it. */
function replace(parent: { children: RootContent[] }, make: (node: LeafDirective) => RootContent[]): void {
  parent.children = parent.children.flatMap((node) => {
    if (node.type === "leafDirective" && node.name in MADE) return make(node);
    if ("children" in node) replace(node as { children: RootContent[] }, make);
    return [node];
  });
}

const text = (value: string): PhrasingContent => ({ type: "text", value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: "tableCell", children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: "tableRow", children: cells.map(cell) });

function columnsTable(file: ImportFile, { labels }: ImportsContent): RootContent {
  const names = labels.columns;
  return {
    type: "table",
    align: [null, null, null],
    children: [
      row([[text(names.column)], [text(names.holds)], [text(names.example)]]),
      ...file.columns.map((c) =>
        row([
          [{ type: "inlineCode", value: c.id }, ...(c.required ? [text(` (${names.required})`)] : [])],
          [text(c.holds)],
          [text(c.example)],
        ]),
      ),
    ],
  };
}

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function sampleBlock(file: ImportFile): RootContent {
  const line = (values: string[]) => values.map(csvField).join(",");
  return {
    type: "code",
    lang: "csv",
    value: `${line(file.columns.map((c) => c.id))}\n${line(file.columns.map((c) => c.example))}`,
  };
}
