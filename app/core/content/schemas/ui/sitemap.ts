/** Strings of the sitemap page. */
import { z } from "zod";
import { perKey, template, text } from "#app/core/content/fields.ts";
import { plural, titled } from "#app/core/content/schemas/links.ts";
import { CHANGEFREQS } from "#app/core/content/schemas/sitemap.ts";

export const sitemapStrings = {
  sitemap: z
    .strictObject({
      searchLabel: text,
      searchPlaceholder: text,
      filterLabel: text,
      all: text,
      copyAll: text,
      downloadXml: text,
      copy: text,
      copied: text,
      copyUrlLabel: template("title").describe(
        "The per-URL Copy button's full name for screen readers; it starts with the visible word.",
      ),
      resultCount: template("count", "total").describe(
        "Announced politely after every search or filter change.",
      ),
      pageCount: plural,
      priority: text,
      priorityLevels: z.strictObject({ high: text, medium: text, low: text }),
      lastModified: text,
      changeFrequency: text,
      changefreqs: perKey(CHANGEFREQS, text).describe(
        "A label for every change frequency a page may have (sections.yaml, page overrides).",
      ),
      noResults: z
        .strictObject({ heading: template("query"), text })
        .describe("{query} is what the visitor typed, shown as plain text."),
      clearFilters: text,
      urlCopied: z
        .strictObject({ title: text, description: template("url") })
        .describe(
          "Toasts, from here to downloadFailed: what a copy or a download on the sitemap page says, when it works and when it fails.",
        ),
      allCopied: z.strictObject({ title: text, description: plural }),
      copyFailed: z
        .strictObject({ title: text, one: text, many: text })
        .describe("One title; the text for a single URL and for Copy All."),
      downloadStarted: titled,
      downloadFailed: titled,
    })
    .describe("The sitemap page (/sitemap). {placeholders} are filled in by the page."),
};
