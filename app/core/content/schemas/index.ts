/**
 * One zod schema per kind of content file, one concept per file here. Writers: each field's
 * description (`.describe()`, the editor's hint) says what goes there. The app's types are
 * inferred from these schemas, never written twice. zod is build-time only: the app imports types
 * from here, never values.
 */
export type { IconName } from "#app/core/content/icons.ts";
export { INTEGRATION_KINDS } from "#app/core/product/index.ts";
export { authorSchema, blogPostSchema, tagSchema } from "./blog.ts";
export { caseStudySchema } from "./case-study.ts";
export { claimsSchema, quotesSchema } from "./claims.ts";
export { docsCategorySchema, docsPageSchema } from "./docs.ts";
export { faqSchema } from "./faq.ts";
export { formsSchema, type FormsContent } from "./forms.ts";
export { homeSchema, type HomeContent } from "./home.ts";
export { industrySchema } from "./industry.ts";
export { importColumnKeys, importColumnOf, importsSchema, type ImportsContent } from "./imports.ts";
export { machinesSchema } from "./machines.ts";
export { marketsSchema, type Market, type Markets } from "./market.ts";
export { integrationSchema } from "./integration.ts";
export { moduleSchema } from "./module.ts";
export { movingFromSchema } from "./moving-from.ts";
export { navigationSchema, type Navigation } from "./navigation.ts";
export { plainPageSchema } from "./page.ts";
export { pricingSchema, type PricingSource } from "./pricing.ts";
export { redirectsSchema } from "./redirects.ts";
export { siteSchema, type SiteSettings } from "./site.ts";
export { sectionsSchema, type Section, type SectionId } from "./sitemap.ts";
export { spellingSchema } from "./spelling.ts";
export { subProcessorsSchema } from "./sub-processors.ts";
export { usageSchema, type UsageList } from "./usage.ts";
export { uiSchema, type UiStrings } from "#app/core/content/schemas/ui/index.ts";
