/**
 * Content errors for GitHub Actions, beside the `file:line field: message` lines (unchanged):
 * each error as an `::error` workflow command, which GitHub shows as an annotation on that line
 * of the file (in the run, and in a pull request's changed files), and all of them in the step's
 * Markdown summary, because GitHub shows only the first 10 annotations of a step.
 *
 * Pure text; pipeline.ts prints it when GITHUB_ACTIONS is "true" and appends the summary to the
 * file GITHUB_STEP_SUMMARY names.
 */
import { formatError, type ContentError } from "./errors.ts";

/** A command's message, escaped as GitHub's toolkit does (`escapeData` in @actions/core). */
export function escapeData(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

/** A command's property value, escaped as GitHub's toolkit does (`escapeProperty`). */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

/**
 * `::error file=content/modules/logos.md,line=4,title=Content error%3A title::is required`.
 * Errors know their line, not their column, so no `col` is given.
 */
export function errorAnnotation(e: ContentError): string {
  const properties = [
    `file=${escapeProperty(e.file)}`,
    ...(e.line >= 1 ? [`line=${e.line}`] : []),
    `title=${escapeProperty(`Content error: ${e.field}`)}`,
  ];
  return `::error ${properties.join(",")}::${escapeData(e.message)}`;
}

/** Every error as the step summary's Markdown: a heading with the count, then the lines as printed. */
export function errorSummary(errors: readonly ContentError[]): string {
  const lines = errors.map(formatError);
  // A fence longer than any run of backticks in the lines, so none of them can close it.
  const longestRun = Math.max(0, ...lines.flatMap((line) => line.match(/`+/g) ?? []).map((r) => r.length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  const count = `${errors.length} content error${errors.length === 1 ? "" : "s"}`;
  return [
    `### ${count}`,
    "",
    "Each is `file:line field: message`; the annotations show only the first 10.",
    "",
    `${fence}text`,
    ...lines,
    fence,
    "",
  ].join("\n");
}
