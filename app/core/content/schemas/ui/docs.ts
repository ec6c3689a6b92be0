/** Strings of the documentation pages and /faq's filter. */
import { z } from "zod";
import { template, text } from "#app/core/content/fields.ts";
import { plural } from "#app/core/content/schemas/links.ts";

export const docsStrings = {
  onThisPage: text,
  /** Documentation pages: the sidebar, prev/next, last updated, edit link, code copy and feedback. */
  docs: z.strictObject({
    sidebarLabel: text,
    /** The phone-width button that shows or hides the sidebar. */
    sidebarToggle: text,
    pagerLabel: text,
    previous: text,
    next: text,
    lastUpdated: text,
    editPage: text,
    copyCode: text,
    copyCodeLabel: text,
    copied: text,
    copyFailed: text,
    feedback: z.strictObject({
      question: text,
      yes: text,
      no: text,
      commentLabel: text,
      hint: text,
      send: text,
      sending: text,
      thanks: text,
      failed: text,
      /** The comment box's code did not load; `retry` asks for it again. */
      loadFailed: text,
      retry: text,
    }),
  }),
  /** /faq's filter box. */
  faq: z.strictObject({
    filterLabel: text,
    filterPlaceholder: text,
    /** Announced as the visitor types; {count} is the number of questions shown. */
    matches: plural,
    /** {query} is what the visitor typed. */
    noMatch: template("query"),
  }),
};
