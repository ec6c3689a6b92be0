/** Strings of the site search dialog. */
import { z } from "zod";
import { template, text } from "#app/core/content/fields.ts";
import { plural } from "#app/core/content/schemas/links.ts";

export const searchStrings = {
  /** The site search dialog (app/components/search/). {query} is what the visitor typed. */
  search: z.strictObject({
    open: text,
    dialogLabel: text,
    inputLabel: text,
    close: text,
    /** The button in the field that empties it (the browser's own × is hidden). */
    clear: text,
    hint: text,
    loading: text,
    noResults: template("query"),
    failed: text,
    sitemapLink: text,
    results: plural,
    /** The button under the first results that shows the next few. */
    showMore: plural,
  }),
};
