/** A problem a writer must fix, located precisely enough to jump to it. */
export type ContentError = { file: string; line: number; field: string; message: string };

/** `content/modules/logos.md:4 title: expected a string` — the form every content error takes. */
export function formatError(e: ContentError): string {
  return `${e.file}:${e.line} ${e.field}: ${e.message}`;
}

/** Thrown by the pipeline with every error found, never just the first. */
export class ContentBuildError extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `${errors.length} content error${errors.length === 1 ? "" : "s"}:\n${errors.map(formatError).join("\n")}`,
    );
    this.name = "ContentBuildError";
  }
}

/** Errors grouped by file, then by line, so a writer fixes one file top to bottom. */
export function sortErrors(errors: readonly ContentError[]): ContentError[] {
  return [...errors].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}
