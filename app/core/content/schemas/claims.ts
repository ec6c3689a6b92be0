/**
 * content/claims.yaml and content/quotes.yaml: every figure the site claims, with its source, and
 * customers' words, each written once. Pages name them by id; the content compiler's claims step
 * writes the entry in (scripts/content/steps/claims.ts), so a figure or a quote reads the same
 * everywhere it appears.
 */
import { z } from "zod";
import { entryOf, isoDate, shortText, template, text } from "#app/core/content/fields.ts";

const id = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase id like orders-processed");

export const claimsSchema = z.strictObject({
  labels: z.strictObject({
    /** The heading of the footnotes under a page's figures. */
    sources: text,
    /** A figure's footnote link, for screen readers: it starts with the number the link shows. */
    marker: template("n", "figure", "measures").refine((marker) => marker.startsWith("{n}"), {
      message: "must start with {n}, the number the link shows",
    }),
    /** A footnote. */
    source: template("basis", "by", "customers", "date"),
    customers: z.strictObject({ one: text, other: template("count") }),
  }),
  claims: z.record(
    id,
    z.strictObject({
      /** The figure as shown: "32%", "1.5M+", "2 days". */
      figure: shortText(12),
      /** What it measures, shown under the figure. */
      measures: text,
      /** What was counted and compared: the footnote's first sentence. */
      basis: text,
      /** Who measured it. */
      by: shortText(80),
      /** How many customers' data it comes from. */
      customers: z.number().int().min(1),
      /** When it was measured: the footnote shows the month and year. */
      date: isoDate,
    }),
  ),
});

export const quotesSchema = z.strictObject({
  quotes: z.record(
    id,
    z.strictObject({
      text,
      person: shortText(60),
      role: shortText(60),
      company: shortText(60),
      /** The claims (claims.yaml ids) behind any figure the quote states. */
      claims: z.array(id).default([]),
    }),
  ),
});

/** A figure named by its claim: the claims step writes in its figure, label and source. */
export const claimedFigure = z
  .strictObject({ claim: entryOf("claims", id.clone()) })
  .transform(({ claim }) => ({ claim, value: "", label: "", source: "" }));

/** A quote named by its id (quotes.yaml): the claims step writes in its words and speaker. */
export const quoteId = entryOf("quotes", id.clone());
