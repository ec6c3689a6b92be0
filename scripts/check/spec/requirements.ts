/**
 * What the product requires of the site's content, each named once: the pages it must have, the
 * old URLs that must keep working, the sitemap's sections and priorities, the spelling map and the
 * prices. Content may grow past these; it may not drop or change them. `npm run check` holds the
 * compiled content to them (scripts/check/spec/spec-check.ts).
 */

/** Top-level pages every build must have. */
export const REQUIRED_PAGES = [
  "/",
  "/pricing",
  "/payment-success",
  "/contact",
  "/about",
  "/blog",
  "/faq",
  "/terms",
  "/privacy",
  "/support",
  "/industries",
  "/get-started",
  "/case-studies",
  "/documentation",
  "/modules",
  "/login",
  "/sitemap",
] as const;

/** The ten industries Tracker is sold to, each with its page at /industries/<slug>. */
const REQUIRED_INDUSTRIES = [
  "high-volume-embroidery",
  "screen-printing",
  "apparel-manufacturing",
  "corporate-apparel",
  "promotional-products",
  "sports-and-uniforms",
  "workwear-uniforms",
  "fashion-brands",
  "print-on-demand",
  "contract-decoration",
] as const;

/** The three customers' stories, each at /case-studies/<slug>. */
const REQUIRED_CASE_STUDIES = ["pure-optical", "woolcool", "agame"] as const;

/** The twelve modules of the product, each with its page at /modules/<slug>. */
const REQUIRED_MODULES = [
  "sales-orders",
  "warehouse",
  "customer-database",
  "base-garments",
  "logos",
  "product-designer",
  "inventory",
  "production",
  "suppliers",
  "purchase-orders",
  "artworkers",
  "customer-portal",
] as const;

/** The three blog posts the site launches with, each at /blog/<slug>. */
export const REQUIRED_BLOG_POSTS = [
  "streamline-garment-decoration-workflow",
  "screen-printing-vs-dtg",
  "new-integration-platform-features",
] as const;

/** The pages each index must list, by the index's path. */
export const REQUIRED_CHILD_PAGES: Record<string, readonly string[]> = {
  "/industries": REQUIRED_INDUSTRIES,
  "/case-studies": REQUIRED_CASE_STUDIES,
  "/modules": REQUIRED_MODULES,
  "/blog": REQUIRED_BLOG_POSTS,
};

/** Old module URLs keep working: /modules/<old slug> redirects to /modules/<the module that replaced it>. */
export const MODULE_REDIRECTS: Record<string, string> = {
  "sales-order-management": "sales-orders",
  "finance-accounting": "purchase-orders",
  "product-design": "product-designer",
  "customer-service": "customer-database",
  "inventory-logistics": "inventory",
  "production-manufacturing": "production",
  "logo-hub": "logos",
};

/** The sitemap page groups every page into exactly this many sections. */
export const SITEMAP_SECTION_COUNT = 8;
/** Seven of those sections carry these titles; the eighth may be named as the content sees fit. */
export const SITEMAP_SECTION_TITLES = [
  "Main Pages",
  "Industries",
  "Modules",
  "Resources",
  "Case Studies",
  "Blog Posts",
  "Legal",
] as const;

/** Sitemap priorities: the home page ranks highest, at 1.0. */
export const HOME_PAGE_PRIORITY = 1;
/** Sitemap priorities: every page in the legal section (terms, privacy) ranks at 0.3. */
export const LEGAL_PAGE_PRIORITY = 0.3;

/** The launch blog posts are dated in this year. */
export const BLOG_POSTS_YEAR = 2023;

/** The US-to-UK spelling map holds about 250 pairs; fewer than this many means pairs were lost. */
export const SPELLING_MIN_PAIRS = 240;
/** How the spelling map's size is described to a writer who falls short of the minimum. */
export const SPELLING_EXPECTED_PAIRS = "about 250";
/** Pairs the spelling map must contain, US word first: spellings and the words that differ. */
export const SPELLING_EXAMPLES: Record<string, string> = {
  organize: "organise",
  color: "colour",
  inquiries: "enquiries",
  store: "shop",
  truck: "lorry",
};

/** Pricing: exactly three plans, the cheapest 99 and the dearest 499 US dollars a month. */
export const PRICING_PLANS = { count: 3, minUsdPerMonth: 99, maxUsdPerMonth: 499 } as const;
