/** Strings of the module, industry, case-study and integration pages. */
import { z } from "zod";
import { INTEGRATION_KINDS, type IntegrationKind } from "#app/core/product/index.ts";
import { icon, template, text } from "#app/core/content/fields.ts";
import { pageLink, plural } from "#app/core/content/schemas/links.ts";

export const productStrings = {
  relatedModules: text,
  product: z
    .strictObject({
      cta: z
        .strictObject({ primary: pageLink, secondary: pageLink })
        .describe("The call to action of every product page's hero and its closing band."),
      ctaBand: z.strictObject({ heading: text, text }),
      benefitsHeading: text,
      stepsHeading: text,
      includedIn: text.describe("Which plans include a module or integration (from pricing.yaml)."),
      comparePlans: pageLink,
      proofHeading: text,
      readCaseStudy: template("company").describe("{company}: the case study's customer."),
      painsHeading: text,
      solvedBy: template("module").describe(
        "Beside each pain: the module that solves it; {module} is its name.",
      ),
      figuresHeading: text,
      liveIn: text,
      resultsHeading: text,
      modulesUsed: text,
      filter: z
        .strictObject({ legend: text, all: text, showing: plural })
        .describe("The /modules category filter."),
    })
    .describe("Module, industry, case-study and integration pages (app/components/product/)."),
  integrations: z.strictObject({
    kinds: z
      .strictObject(
        Object.fromEntries(
          INTEGRATION_KINDS.map((k) => [k, z.strictObject({ title: text, description: text, icon })]),
        ) as Record<
          IntegrationKind,
          z.ZodObject<{ title: typeof text; description: typeof text; icon: typeof icon }>
        >,
      )
      .describe("One group per kind on /integrations and the home page, in INTEGRATION_KINDS order."),
    directions: z.strictObject({ in: text, out: text, both: text }),
    syncsHeading: text,
    setupHeading: text,
    docsLink: text,
    partnerLabel: text,
  }),
};
