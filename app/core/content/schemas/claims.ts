/**
 * content/claims.yaml and content/quotes.yaml: every figure the site claims, with its source, and
 * customers' words, each written once. Pages name them by id; the content compiler's claims step
 * writes the entry in (scripts/content/steps/claims.ts), so a figure or a quote reads the same
 * everywhere it appears.
 */
import { z } from "zod";
import { entryOf, isoDate, shortText, template, text } from "#app/core/content/fields.ts";

const id = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase id like orders-processed");

export const claimsSchema = z
  .strictObject({
    labels: z.strictObject({
      sources: text.describe("The heading of the footnotes under a page's figures: Sources."),
      marker: template("n", "figure", "measures")
        .refine((marker) => marker.startsWith("{n}"), {
          message: "must start with {n}, the number the link shows",
        })
        .describe(
          "What screen readers say for a figure's footnote link. Start with {n}, the number the link shows; {figure} and {measures} are the claim's.",
        ),
      sourceOf: template("figure", "measures").describe(
        'What each footnote starts with, naming its figure: {figure} and {measures} are the claim\'s, e.g. "{figure} {measures}:".',
      ),
      source: template("basis", "by", "customers", "date").describe(
        "A footnote, made from the claim's fields: {basis}, {by}, {customers} (counted as below) and {date} (month and year).",
      ),
      customers: z
        .strictObject({ one: text, other: template("count") })
        .describe("How a footnote counts the customers: one, and more than one ({count})."),
    }),
    claims: z.record(
      id,
      z.strictObject({
        figure: shortText(12).describe("The figure as pages show it: 32%, 1.5M+, 2 days."),
        measures: text.describe("What it measures, shown under the figure."),
        basis: text.describe("What was counted and compared: the footnote's first sentence."),
        by: shortText(80).describe("Who measured it: Tracker's product team."),
        customers: z.number().int().min(1).describe("How many customers' data it comes from."),
        date: isoDate.describe("When it was measured; the footnote shows the month and year."),
      }),
    ),
  })
  .describe(
    "Every figure the site claims, with its source, written once: a page names a figure by its id and shows it with its footnote, the same everywhere.",
  );

export const quotesSchema = z
  .strictObject({
    quotes: z.record(
      id,
      z.strictObject({
        text,
        person: shortText(60),
        role: shortText(60),
        company: shortText(60),
        claims: z
          .array(id)
          .default([])
          .describe(
            "The claims behind any figure the quote states, by their claims.yaml id: woolcool-proof-time.",
          ),
      }),
    ),
  })
  .describe("Customers' words, written once: a page names a quote by its id.");

/** A figure named by its claim: the claims step writes in its figure, label and source. */
export const claimedFigure = z
  .strictObject({ claim: entryOf("claims", id.clone()) })
  .transform(({ claim }) => ({ claim, value: "", label: "", source: "" }));

/** A quote named by its id (quotes.yaml): the claims step writes in its words and speaker. */
export const quoteId = entryOf("quotes", id.clone());
