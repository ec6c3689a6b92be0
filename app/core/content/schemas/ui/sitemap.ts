/** Strings of the sitemap page. */
import { z } from "zod";
import { template, text } from "#app/core/content/fields.ts";
import { plural, titled } from "#app/core/content/schemas/links.ts";
import { CHANGEFREQS } from "#app/core/content/schemas/sitemap.ts";

export const sitemapStrings = {
  sitemap: z.strictObject({
    searchLabel: text,
    searchPlaceholder: text,
    filterLabel: text,
    all: text,
    copyAll: text,
    downloadXml: text,
    copy: text,
    copied: text,
    copyUrlLabel: template("title"),
    resultCount: template("count", "total"),
    pageCount: plural,
    priority: text,
    priorityLevels: z.strictObject({ high: text, medium: text, low: text }),
    lastModified: text,
    changeFrequency: text,
    /** A label for every change frequency a page may have (sections.yaml, page overrides). */
    changefreqs: z.strictObject(
      Object.fromEntries(CHANGEFREQS.map((f) => [f, text])) as Record<
        (typeof CHANGEFREQS)[number],
        typeof text
      >,
    ),
    noResults: z.strictObject({ heading: template("query"), text }),
    clearFilters: text,
    urlCopied: z.strictObject({ title: text, description: template("url") }),
    allCopied: z.strictObject({ title: text, description: plural }),
    /** One title; the text for a single URL and for Copy All. */
    copyFailed: z.strictObject({ title: text, one: text, many: text }),
    downloadStarted: titled,
    downloadFailed: titled,
  }),
};
