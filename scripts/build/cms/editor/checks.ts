/**
 * The build's own checks, run in the editor before a save: each top-level field of an entry shows
 * the build's message for it beside it (Decap's widget validation, `isValid`), so a save the
 * content check would refuse never leaves the editor. The checks are the build's code: the schema
 * (worded as validate.ts words it), the Markdown pipeline's findings on the body (a callout left
 * as text, raw HTML, a picture without alt text, a fact that does not resolve), whether rich
 * text can keep the body as it is written, and where its links lead (link-check.ts: a page that
 * does not exist, or a redirect, against the site's pages when the editor was built).
 */
import type { z } from "zod";
import type { FactData } from "#scripts/content/facts/resolve-facts.ts";
import { DOMAINS } from "#app/core/locale/index.ts";
import { BODY_FIELD } from "#scripts/content/cms/entry-schemas.ts";
import { bodyShapeProblem } from "#scripts/content/cms/shape.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";
import { kindedValues } from "#scripts/content/steps/field-walk.ts";
import { MARKET_FORM_MESSAGE, resolveMarkets } from "#scripts/content/steps/markets.ts";
import { checkLink, type LinkTargets } from "#scripts/content/steps/link-check.ts";
import { describeIssue, fieldName } from "#scripts/content/steps/validate.ts";
import { decap, type ComponentType, type DecapMap } from "./decap.ts";

/** Messages by top-level field. */
export type EntryProblems = Map<string, string[]>;

/** Adds a message to a field's, once (each market's view of a file may find the same fault). */
function add(problems: EntryProblems, field: string, message: string): void {
  const messages = problems.get(field) ?? [];
  if (!messages.includes(message)) problems.set(field, [...messages, message]);
}

type Path = (string | number)[];
const prefixOf = (path: Path) => (path.length > 1 ? `${fieldName(path)}: ` : "");

/** The site as the entry's checks see it. */
export type CheckedSite = { facts: FactData; links: LinkTargets };

/**
 * What the checks know of the site, from the data the build hands the editor (build/cms/admin.ts,
 * previewData): its facts as the domain's build sees them, its pages and its redirects.
 */
export function checkedSite(site: {
  facts: FactData;
  pages: readonly string[];
  redirects: readonly [string, string][];
}): CheckedSite {
  return { facts: site.facts, links: linkTargets(site.pages, site.redirects) };
}

/**
 * The site's pages and redirects as the editor knows them (from the build). Headings are not
 * known here, and files under public/ are the build's to check: a path with a file's extension
 * passes.
 */
function linkTargets(pages: readonly string[], redirects: readonly [string, string][]): LinkTargets {
  return {
    pages: new Map(pages.map((path) => [path, { anchors: null }])),
    redirects: new Map(redirects),
    fileExists: (path) => /\.[a-z0-9]+$/i.test(path),
  };
}

/** A link's problem as the cross-check words it; links within the page itself wait for the build. */
const linkProblem = (url: string, links: LinkTargets) =>
  url.startsWith("#") ? null : checkLink(url, null, links);

/** What the content check would say of an entry, by the top-level field each message belongs to. */
export function entryProblems(
  schema: z.ZodType,
  data: Record<string, unknown>,
  site: CheckedSite,
  richText: (markdown: string) => string,
): EntryProblems {
  const problems: EntryProblems = new Map();
  const { [BODY_FIELD]: body, ...frontMatter } = data;
  // As the content check does: each market's view of the file, its per-market forms chosen.
  const faultyForms: Path[] = [];
  const views = DOMAINS.map((market) =>
    resolveMarkets(frontMatter, market, [], (path) => faultyForms.push(path)),
  );
  for (const path of faultyForms) add(problems, String(path[0]), `${prefixOf(path)}${MARKET_FORM_MESSAGE}`);
  for (const view of views) {
    const result = schema.safeParse(view, { reportInput: true });
    for (const issue of result.success ? [] : result.error.issues) {
      const path = issue.path.map((key) => (typeof key === "symbol" ? String(key) : key));
      add(problems, String(path[0] ?? ""), `${prefixOf(path)}${describeIssue(issue)}`);
    }
    for (const { path, value, kind } of kindedValues(schema, view)) {
      const problem = kind.kind === "link" ? linkProblem(value, site.links) : null;
      if (problem) add(problems, String(path[0]), `${prefixOf(path)}${problem}`);
    }
  }
  if (typeof body === "string" && body.trim()) {
    const rendered = renderMarkdown(body, { data: site.facts });
    for (const { line, message } of rendered.problems) add(problems, BODY_FIELD, `line ${line}: ${message}`);
    for (const { line, url, kind } of rendered.links) {
      const problem = kind === "link" ? linkProblem(url, site.links) : null;
      if (problem) add(problems, BODY_FIELD, `line ${line}: ${problem}`);
    }
    const problem = bodyShapeProblem(body, richText);
    if (problem) add(problems, BODY_FIELD, `line ${problem.line}: ${problem.message}`);
  }
  return problems;
}

type WidgetProps = {
  field: DecapMap;
  collection: DecapMap;
  value?: unknown;
  getEntry?: () => DecapMap;
  entry?: DecapMap;
};

const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (typeof value === "object" && (value as { size?: number }).size === 0);

/**
 * Whether Decap's own checks already report the field: empty and required, or not matching its
 * pattern. Their messages are the schema's (config.ts, main.ts), so the build's would say it twice.
 */
function decapReports({ field, value }: WidgetProps): boolean {
  if (isEmptyValue(value)) return field.get("required") !== false;
  const pattern = field.get("pattern") as { first(): string } | undefined;
  return typeof value === "string" && !!pattern && !new RegExp(pattern.first()).test(value);
}

/** The fields of the entry's collection (a settings file's own, in the Settings collection). */
function topFieldsOf(collection: DecapMap, entry: DecapMap): DecapMap[] {
  const files = collection.get("files") as
    { find(f: (file: DecapMap) => boolean): DecapMap | undefined } | undefined;
  const owner = files ? files.find((file) => file.get("name") === entry.get("slug")) : collection;
  const fields = owner?.get("fields") as { toArray(): DecapMap[] } | undefined;
  return fields ? fields.toArray() : [];
}

/**
 * Wraps every widget's control so a top-level field reports the build's messages for it, after
 * the widget's own checks. One run of the checks serves every field of the same entry data.
 */
export function checkEveryField(
  schemaOf: (fieldNames: string[]) => z.ZodType | undefined,
  check: (schema: z.ZodType, data: Record<string, unknown>) => EntryProblems,
): void {
  const { CMS, h, createClass } = decap();
  let last: { data: unknown; problems: EntryProblems } | undefined;
  const problemsOf = (props: WidgetProps): string[] => {
    const entry = props.getEntry?.() ?? props.entry;
    if (!entry) return [];
    const fields = topFieldsOf(props.collection, entry);
    const name = props.field.get("name") as string;
    if (!fields.some((field) => field.equals(props.field))) return []; // a nested field: its parent reports
    const data = entry.get("data") as DecapMap;
    if (last?.data !== data) {
      const schema = schemaOf(fields.map((field) => field.get("name") as string));
      last = { data, problems: schema ? check(schema, data.toJS() as Record<string, unknown>) : new Map() };
    }
    return last.problems.get(name) ?? [];
  };
  for (const { name } of CMS.getWidgets()) {
    const widget = CMS.getWidget(name);
    if (!widget) continue;
    const Control = widget.control;
    widget.control = createClass({
      displayName: `Checked(${name})`,
      isValid(this: { inner?: Inner; props: WidgetProps }) {
        const own = this.inner?.isValid?.();
        const passed =
          own === undefined || own === true || (typeof own === "object" && "error" in own && !own.error);
        if (!passed) return own;
        // Decap tests what the control gives it to test (a per-market text's own), as Decap does.
        const tested = { ...this.props, value: this.inner?.getValidateValue?.() || this.props.value };
        const messages = decapReports(tested) ? [] : problemsOf(this.props);
        return messages.length
          ? { error: { type: "CUSTOM", message: messages.join("; ") } }
          : { error: false };
      },
      // Decap's Widget asks the control whether to update (a picture's control waits for the
      // media library's answer in props the Widget does not compare): the wrapped control answers.
      shouldComponentUpdate(this: { inner?: Inner }, nextProps: object) {
        return this.inner?.shouldComponentUpdate ? this.inner.shouldComponentUpdate(nextProps) : true;
      },
      focus(this: { inner?: Inner }, path?: string) {
        this.inner?.focus?.(path);
      },
      getValidateValue(this: { inner?: Inner }) {
        return this.inner?.getValidateValue?.();
      },
      render(this: { props: object; inner?: Inner }) {
        return h(Control as ComponentType, {
          ...this.props,
          ref: (ref: Inner | null) => {
            this.inner = ref?.getWrappedInstance ? ref.getWrappedInstance() : (ref ?? undefined);
          },
        });
      },
    });
  }
}

/** A widget's control instance, as Decap's Widget.js reads it. */
type Inner = {
  isValid?: () => boolean | { error: unknown } | Promise<unknown>;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  getWrappedInstance?: () => Inner;
  shouldComponentUpdate?: (nextProps: object) => boolean;
};
