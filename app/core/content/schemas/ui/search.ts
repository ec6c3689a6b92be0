/** Strings of the site search dialog. */
import { z } from "zod";
import { template, text } from "#app/core/content/fields.ts";
import { plural } from "#app/core/content/schemas/links.ts";

export const searchStrings = {
  search: z
    .strictObject({
      open: text,
      dialogLabel: text,
      inputLabel: text,
      close: text,
      clear: text.describe("The button in the field that empties it (the browser's own × is hidden)."),
      hint: text,
      loading: text,
      noResults: template("query"),
      failed: text,
      sitemapLink: text,
      results: plural,
      showMore: plural.describe("The button under the first results that shows the next few."),
    })
    .describe(
      "The site search dialog (the header's button, Ctrl+K or / on any page). {query} is what the visitor typed.",
    ),
};
