/** Strings of the module, industry, case-study and integration pages. */
import { z } from "zod";
import { INTEGRATION_KINDS, type IntegrationKind } from "#app/core/product/index.ts";
import { icon, template, text } from "#app/core/content/fields.ts";
import { pageLink, plural } from "#app/core/content/schemas/links.ts";

export const productStrings = {
  relatedModules: text,
  /** Module, industry, case-study and integration pages (app/components/product/). */
  product: z.strictObject({
    /** The call to action of every product page's hero and its closing band. */
    cta: z.strictObject({ primary: pageLink, secondary: pageLink }),
    ctaBand: z.strictObject({ heading: text, text }),
    benefitsHeading: text,
    stepsHeading: text,
    /** Which plans include a module or integration (from pricing.yaml). */
    includedIn: text,
    comparePlans: pageLink,
    proofHeading: text,
    /** {company}: the case study's customer. */
    readCaseStudy: template("company"),
    painsHeading: text,
    /** Beside each pain: the module that solves it; {module} is its name. */
    solvedBy: template("module"),
    figuresHeading: text,
    liveIn: text,
    resultsHeading: text,
    modulesUsed: text,
    /** The /modules category filter. */
    filter: z.strictObject({ legend: text, all: text, showing: plural }),
  }),
  integrations: z.strictObject({
    /** One group per kind on /integrations and the home page, in INTEGRATION_KINDS order. */
    kinds: z.strictObject(
      Object.fromEntries(
        INTEGRATION_KINDS.map((k) => [k, z.strictObject({ title: text, description: text, icon })]),
      ) as Record<
        IntegrationKind,
        z.ZodObject<{ title: typeof text; description: typeof text; icon: typeof icon }>
      >,
    ),
    directions: z.strictObject({ in: text, out: text, both: text }),
    syncsHeading: text,
    setupHeading: text,
    docsLink: text,
    partnerLabel: text,
  }),
};
