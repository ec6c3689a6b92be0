/**
 * Every page's head tags (one helper), JSON-LD builders, and the analytics id.
 */
export { ANALYTICS_ID, analyticsIdFor } from "./analytics-id.ts";
export { serializeJsonLd } from "./json-ld.ts";
export {
  absoluteUrl,
  buildMeta,
  isListed,
  OG_IMAGE,
  ogImagePath,
  type SeoPage,
  type SeoSite,
} from "./seo.ts";
export {
  type ArticleFacts,
  articleSchema,
  breadcrumbSchema,
  faqPageSchema,
  type JsonLd,
  organizationSchema,
  type PricingFacts,
  pricingFactsOf,
  productSchema,
  type SchemaSite,
  softwareApplicationSchema,
  webSiteSchema,
} from "./structured-data.ts";
