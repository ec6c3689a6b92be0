import { describe, expect, it } from "vitest";
import type { ImportsContent } from "#app/core/content/index.ts";
import { importTablesSignature } from "#scripts/content/markdown/import-tables.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

const imports = {
  files: [
    {
      id: "customers",
      name: "Customers",
      row: "One row per contact.",
      columns: [
        { id: "company_name", holds: "The account.", example: "Test FC", required: true },
        { id: "address", holds: "The street.", example: "1 High Street, Bolton", required: false },
        { id: "notes", holds: "Anything else.", example: 'Ask for "Jo"', required: false },
      ],
    },
  ],
  labels: { columns: { column: "Column", holds: "What it holds", example: "Example", required: "required" } },
} as unknown as ImportsContent;
const render = (markdown: string) => renderMarkdown(markdown, { data: { imports } });

describe("import tables", () => {
  it("make a file's columns a table from imports.yaml, each column's header as code", () => {
    const { html, problems } = render('Intro.\n\n::import-columns{file="customers"}\n\nAfter.');
    expect(problems).toEqual([]);
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
      [...m[1]!.matchAll(/<t[hd]>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]),
    );
    expect(rows).toEqual([
      ["Column", "What it holds", "Example"],
      ["<code>company_name</code> (required)", "The account.", "Test FC"],
      ["<code>address</code>", "The street.", "1 High Street, Bolton"],
      ["<code>notes</code>", "Anything else.", 'Ask for "Jo"'],
    ]);
    expect(html).toMatch(/^<p>Intro\.<\/p>[\s\S]*<p>After\.<\/p>$/);
  });

  it("make a sample a CSV block of the header row and the examples, quoted where CSV needs it", () => {
    const { html } = render('::import-sample{file="customers"}');
    const code = html.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"');
    expect(code.trim()).toBe('company_name,address,notes\nTest FC,"1 High Street, Bolton","Ask for ""Jo"""');
  });

  it("fail the build at the line of a file imports.yaml does not have", () => {
    const { html, problems } = render('Text.\n\n::import-columns{file="suppliers"}');
    expect(problems).toEqual([
      {
        line: 3,
        message:
          '::import-columns{file="suppliers"}: content/imports.yaml has no file "suppliers" (it has: customers)',
      },
    ]);
    expect(html).toBe("<p>Text.</p>");
  });

  it("render again when imports.yaml changes, and are left for the real render without data", () => {
    const markdown = '::import-columns{file="customers"}';
    expect(importTablesSignature(markdown)).toBe("");
    expect(importTablesSignature("No tables.", { imports })).toBe("");
    const changed = { ...imports, files: [{ ...imports.files[0]!, name: "Clients" }] };
    expect(importTablesSignature(markdown, { imports })).not.toBe(
      importTablesSignature(markdown, { imports: changed }),
    );
    expect(renderMarkdown(markdown).html).not.toContain("<table>");
  });
});
