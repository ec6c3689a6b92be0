/**
 * The editor's components (Decap CMS's `CMS.registerEditorComponent`) for the Markdown the site's
 * pipeline reads and Decap's rich text would rewrite: callouts (`:::tip[title]`), aligned tables,
 * task lists, footnotes, facts (`{pricing.trialDays}`) and pictures with a caption. Each holds its
 * Markdown as it was typed and writes it back unchanged, so a save through rich text keeps the
 * file's bytes (tests/unit/editor-round-trip.test.ts proves it on every file of content/). Pure: the
 * editor's bundle registers them (scripts/build/cms/editor/main.ts), and the content check and
 * `npm run format` run Decap's own serializer with them (rich-text.ts).
 *
 * A container directive is one entry of DIRECTIVES: a per-market block (`:::market{us}` … `:::`)
 * is `{ id: "market", label: "Market block", names: ["market"], attributes: "…" }` and nothing more.
 */
import { CALLOUTS } from "#scripts/content/markdown/callouts.ts";
import { FACT_PATTERN } from "#scripts/content/facts/resolve-facts.ts";
import type { DecapField } from "./widgets.ts";

type Data = Record<string, unknown>;

/** An editor component as Decap takes it (decap-cms-core's valueObjects/EditorComponent.js). */
export type EditorComponent = {
  id: string;
  label: string;
  fields: DecapField[];
  /** Matches the Markdown at the start of a block (or, `type: "inline"`, at a place in a line). */
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Data;
  toBlock: (data: Data) => string;
  type?: "inline";
  /** Where an inline component may start: Decap looks for this before trying the pattern. */
  trigger?: string;
};

/** A kind of `:::name[label]{attributes}` … `:::` block the pipeline reads. */
export type DirectiveSpec = {
  id: string;
  label: string;
  /** The names it opens with (`tip`, `note`, `warning`). */
  names: readonly string[];
  /** The `[label]` after the name, when this kind takes one: its field's label and hint. */
  title?: { label: string; hint: string };
  /** The `{attributes}` after the name, when this kind takes them: its field's label and hint. */
  attributes?: { label: string; hint: string };
  /** The field of the text inside. */
  body: { label: string; hint: string };
};

/** The container directives the pipeline reads (scripts/content/markdown/). */
const DIRECTIVES: readonly DirectiveSpec[] = [
  {
    id: "callout",
    label: "Callout",
    names: Object.keys(CALLOUTS),
    title: {
      label: "Title",
      hint: `Shown first, in bold. Left empty, the callout is titled ${Object.values(CALLOUTS).join(", ")} by its kind.`,
    },
    body: { label: "Text", hint: "Markdown: the callout's paragraphs, lists and links." },
  },
];

const text = (value: unknown) => (typeof value === "string" ? value : "");
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A block's end: the end of its last line. */
const LINE_END = String.raw`[ \t]*(?=\n|$)`;

/**
 * A container directive's component. The fence's length is kept (an outer `::::` block holds
 * `:::` ones), and the text inside is the writer's Markdown, edited as it is written.
 */
export function containerDirective(spec: DirectiveSpec): EditorComponent {
  const names = spec.names.map(escapeRegExp).join("|");
  const pattern = new RegExp(
    String.raw`^(:{3,})(${names})(?:\[([^\]\n]*)\])?(?:\{([^}\n]*)\})?${LINE_END}\n(?:([\s\S]*?)\n)?\1${LINE_END}`,
  );
  const fields: DecapField[] = [
    { name: "name", label: "Kind", widget: "select", options: [...spec.names], default: spec.names[0] },
    ...(spec.title
      ? [{ name: "title", label: spec.title.label, widget: "string", required: false, hint: spec.title.hint }]
      : []),
    ...(spec.attributes
      ? [{ name: "attributes", label: spec.attributes.label, widget: "string", hint: spec.attributes.hint }]
      : []),
    { name: "body", label: spec.body.label, widget: "markdown", hint: spec.body.hint },
  ];
  return {
    id: spec.id,
    label: spec.label,
    fields,
    pattern,
    fromBlock: (match) => ({
      fence: match[1],
      name: match[2],
      ...(match[3] !== undefined ? { title: match[3] } : {}),
      ...(match[4] !== undefined ? { attributes: match[4] } : {}),
      body: match[5] ?? "",
    }),
    toBlock: (data) => {
      const fence = text(data.fence) || ":::";
      const title = text(data.title) ? `[${text(data.title)}]` : "";
      const attributes = text(data.attributes) ? `{${text(data.attributes)}}` : "";
      const body = text(data.body).replace(/\n+$/, "");
      return `${fence}${text(data.name) || spec.names[0]}${title}${attributes}\n${body ? `${body}\n` : ""}${fence}`;
    },
  };
}

/** A block kept as the Markdown the writer typed, edited as that text. */
function verbatim(id: string, label: string, pattern: RegExp, hint: string): EditorComponent {
  return {
    id,
    label,
    fields: [{ name: "markdown", label: `${label} (Markdown)`, widget: "text", hint }],
    pattern,
    fromBlock: (match) => ({ markdown: match[0] }),
    toBlock: (data) => text(data.markdown).replace(/\n+$/, ""),
  };
}

/** A list item's marker: `-`, `*`, `+`, `1.` or `1)`. */
const LIST_MARKER = String.raw`(?:[-*+]|\d{1,9}[.)])`;

/** A table: a header row and its alignment row (`| :--- | ---: |`), then its rows, every line a `|` line. */
const TABLE = /^\|[^\n]*\n\|[ \t]*:?-+:?[ \t]*(?:\|[^\n]*)?(?:\n\|[^\n]*)*/;
/** A list, up to its first blank line, with a `[ ]` or `[x]` item anywhere in it. */
const TASK_LIST = new RegExp(
  String.raw`^(?=${LIST_MARKER} )(?=(?:[^\n]+\n)*?[ \t]*${LIST_MARKER} \[[ xX]\] )[^\n]+(?:\n[^\n]+)*`,
);
/** A footnote's text: `[^label]: text`, with any indented lines that continue it. */
const FOOTNOTE = /^\[\^[^\]\s]+\]:[^\n]*(?:\n(?: {4}|\t)[^\n]*)*/;

/** A picture alone on its line; its title becomes the caption under it (markdown/figures.ts). */
const figure: EditorComponent = {
  // Decap's own picture component has this id: registered again, this one takes its place.
  id: "image",
  label: "Picture",
  fields: [
    { name: "image", label: "Picture", widget: "image", media_library: { allow_multiple: false } },
    {
      name: "alt",
      label: "Alt text",
      widget: "string",
      hint: "What the picture shows, for readers who cannot see it.",
    },
    {
      name: "title",
      label: "Caption",
      widget: "string",
      required: false,
      hint: "Shown under the picture, which then stands as a figure.",
    },
  ],
  pattern: new RegExp(String.raw`^!\[([^\]\n]*)\]\(([^)\s]+)(?:[ \t]+"([^"\n]*)")?\)${LINE_END}`),
  fromBlock: (match) => ({
    alt: match[1],
    image: match[2],
    ...(match[3] !== undefined ? { title: match[3] } : {}),
  }),
  toBlock: (data) =>
    `![${text(data.alt)}](${text(data.image)}${text(data.title) ? ` "${text(data.title)}"` : ""})`,
};

/** A fact named in running text: the build writes the value in (facts/resolve-facts.ts). */
const fact: EditorComponent = {
  id: "fact",
  label: "Fact",
  type: "inline",
  trigger: "{",
  fields: [
    {
      name: "name",
      label: "Fact",
      widget: "string",
      hint: "A value of the site's settings, by its path: pricing.trialDays, site.offices.com.hours.",
    },
  ],
  pattern: new RegExp(FACT_PATTERN),
  fromBlock: (match) => ({ name: match[1] }),
  toBlock: (data) => `{${text(data.name)}}`,
};

/** A footnote's mark in running text, `[^label]`. */
const footnoteReference: EditorComponent = {
  id: "footnote-reference",
  label: "Footnote mark",
  type: "inline",
  trigger: "[^",
  fields: [
    { name: "label", label: "Footnote", widget: "string", hint: "The label of a footnote of this page." },
  ],
  pattern: /\[\^([^\]\s]+)\](?!:)/,
  fromBlock: (match) => ({ label: match[1] }),
  toBlock: (data) => `[^${text(data.label)}]`,
};

/** Every component, in the order Decap tries them. */
export const EDITOR_COMPONENTS: readonly EditorComponent[] = [
  ...DIRECTIVES.map(containerDirective),
  verbatim(
    "table",
    "Table",
    TABLE,
    "Every row a line of | cells |; the second row's colons align each column.",
  ),
  verbatim("task-list", "Checklist", TASK_LIST, "One item a line: - [ ] to do, - [x] done."),
  verbatim("footnote", "Footnote", FOOTNOTE, "[^label]: the note's text, shown at the foot of the page."),
  figure,
  fact,
  footnoteReference,
];

/**
 * A remark plugin for Decap's serializer (`CMS.registerRemarkPlugin`): it writes lists with `-`,
 * as the site's Markdown is written, where Decap writes `*`. Decap hands the same plugins to its
 * parser, which has no compiler to set.
 */
export function remarkEditorStyle(this: { Compiler?: { prototype: { options: Data } } }): void {
  if (this.Compiler) Object.assign(this.Compiler.prototype.options, { bullet: "-", ruleSpaces: false });
}

/**
 * The options Decap's serializer takes, as its rich-text editor (decap-cms-widget-markdown's
 * VisualEditor) passes them, both ways: a registered code-block component makes code blocks void,
 * and the registered remark plugins (remarkEditorStyle) go to the parser and the compiler alike.
 * The editor's bundle and the Node round trip (rich-text.ts) both call it so.
 */
export const SERIALIZER_OPTIONS = { voidCodeBlock: true, remarkPlugins: [remarkEditorStyle] };
