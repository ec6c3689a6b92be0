/**
 * Remark plugin: a list kept as data, shown as a table where the page's copy places it. The data
 * names its columns' headings and its rows, and the Markdown names the data as a fact is named:
 *
 *     ::data-table{of="subProcessors.table"}
 *
 * `subProcessors.table` holds `columns` (each field's heading, in order) and `rows` (one object per
 * row with those fields). A cell is written as a fact would be: a date in words in the market's
 * order (facts/resolve-facts.ts). A name that leads to
 * no such table fails the build at the directive's line. The list lives once, in content/, and
 * every page that shows it shows the same rows.
 */
import type { Root, RootContent, Table, TableRow } from "mdast";
import type { LeafDirective } from "mdast-util-directive";
import type { VFile } from "vfile";
import { LOCALES } from "#app/core/locale/index.ts";
import { factValue, valueText, type FactData } from "#scripts/content/facts/resolve-facts.ts";
import type { MarkdownFacts } from "./remark-facts.ts";
import { report } from "./render-data.ts";

const NAME = "data-table";
const DIRECTIVE = new RegExp(
  String.raw`^[ \t]*::${NAME}\{[^}\n]*\bof=(?:"([^"\n]*)"|'([^'\n]*)'|([^\s}"']+))`,
  "gm",
);

/** The data each `::data-table` of a text names, for the render's cache to know when it changed. */
export const dataTableNames = (markdown: string): string[] =>
  [...markdown.matchAll(DIRECTIVE)].map((m) => m[1] ?? m[2] ?? m[3]!);

type Cell = string | number;
type DataTable = { columns: Record<string, Cell>; rows: Record<string, unknown>[] };

function isTable(value: unknown): value is DataTable {
  const table = value as Partial<DataTable> | null;
  return (
    typeof table?.columns === "object" &&
    table.columns !== null &&
    Array.isArray(table.rows) &&
    table.rows.every((row) => typeof row === "object" && row !== null)
  );
}

const isCell = (value: unknown): value is Cell => typeof value === "string" || typeof value === "number";
// As facts are written: the render's data is its market's, so dates follow the market.
const cellText = (value: Cell, data: FactData): string => valueText(value, data, LOCALES[0]);

function tableOf(node: LeafDirective, data: FactData, file: VFile): Table | undefined {
  const name = node.attributes?.of;
  const value = name ? factValue(name, data) : undefined;
  if (!name || !isTable(value)) {
    report(
      file,
      node,
      `::${NAME}{of="…"} names data that holds columns (each field's heading) and rows: ${name ? `"${name}" does not` : "it has no of"}`,
    );
    return undefined;
  }
  const keys = Object.keys(value.columns);
  const row = (cells: unknown[], index: number): TableRow => ({
    type: "tableRow",
    children: cells.map((cell, column) => {
      if (!isCell(cell))
        report(file, node, `${name}.rows.${index - 1} has no ${keys[column]} to show in its column`);
      return {
        type: "tableCell",
        children: [{ type: "text", value: isCell(cell) ? cellText(cell, data) : "" }],
      };
    }),
  });
  return {
    type: "table",
    align: keys.map(() => null),
    children: [
      row(Object.values(value.columns), 0),
      ...value.rows.map((data, index) =>
        row(
          keys.map((key) => data[key]),
          index + 1,
        ),
      ),
    ],
    position: node.position,
  };
}

function replaceTables(parent: { children: RootContent[] }, data: FactData, file: VFile): void {
  parent.children = parent.children.flatMap((node) => {
    if (node.type === "leafDirective" && node.name === NAME) {
      const table = tableOf(node, data, file);
      return table ? [table] : [];
    }
    if ("children" in node) replaceTables(node as { children: RootContent[] }, data, file);
    return [node];
  });
}

export function remarkDataTables() {
  return (tree: Root, file: VFile) => {
    const facts = (file.data as { facts?: MarkdownFacts }).facts;
    // A body rendered without its data (a worker's first pass) is rendered again with it.
    if (facts) replaceTables(tree, facts.data, file);
  };
}
