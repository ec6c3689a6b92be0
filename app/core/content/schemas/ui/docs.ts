/** Strings of the documentation pages and /faq's filter. */
import { z } from "zod";
import { template, text } from "#app/core/content/fields.ts";
import { plural } from "#app/core/content/schemas/links.ts";

export const docsStrings = {
  onThisPage: text,
  docs: z
    .strictObject({
      sidebarLabel: text,
      sidebarToggle: text.describe("The phone-width button that shows or hides the sidebar."),
      pagerLabel: text,
      previous: text,
      next: text,
      lastUpdated: text,
      editPage: text,
      copyCode: text,
      copyCodeLabel: text.describe(
        "The copy button's full name for screen readers; it starts with the visible word.",
      ),
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
        loadFailed: text.describe("The comment box's code did not load; `retry` asks for it again."),
        retry: text,
      }),
    })
    .describe(
      "Documentation pages (/documentation/<category>/<page>): the sidebar, prev/next, last updated, edit link, code copy and feedback.",
    ),
  faq: z
    .strictObject({
      filterLabel: text,
      filterPlaceholder: text,
      matches: plural.describe("Announced as the visitor types; {count} is the number of questions shown."),
      noMatch: template("query").describe("{query} is what the visitor typed."),
    })
    .describe("/faq's filter box."),
};
