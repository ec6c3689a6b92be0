/**
 * The content against the product specification (site-spec.md): the routes, old module URLs,
 * sections, priorities, spelling map and prices it names. Content may grow past these; it may not
 * drop or change them, and a writer who tries learns which line of the spec says so.
 */
import type { CompiledContent, ManifestEntry } from "../../app/core/content/types.ts";

/** Spec §2 "Routes": pages every build must have. */
const SPEC_ROUTES = [
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
];
const SPEC_CHILDREN: Record<string, string[]> = {
  "/industries": [
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
  ],
  "/case-studies": ["pure-optical", "woolcool", "agame"],
  "/modules": [
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
  ],
  "/blog": [
    "streamline-garment-decoration-workflow",
    "screen-printing-vs-dtg",
    "new-integration-platform-features",
  ],
};
/** Spec §2: old module URLs and where they now lead. */
const SPEC_REDIRECTS: Record<string, string> = {
  "sales-order-management": "sales-orders",
  "finance-accounting": "purchase-orders",
  "product-design": "product-designer",
  "customer-service": "customer-database",
  "inventory-logistics": "inventory",
  "production-manufacturing": "production",
  "logo-hub": "logos",
};
/** Spec §2 "Sitemap page": 8 sections, seven of them named. */
const SPEC_SECTIONS = [
  "Main Pages",
  "Industries",
  "Modules",
  "Resources",
  "Case Studies",
  "Blog Posts",
  "Legal",
];
/** Spec §9: about 250 US-to-UK pairs, with these among them. */
const SPEC_SPELLING = {
  minimum: 240,
  examples: { organize: "organise", color: "colour", inquiries: "enquiries", store: "shop", truck: "lorry" },
};

export function checkSpec(
  content: CompiledContent,
  manifest: readonly ManifestEntry[],
  spelling: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const paths = new Set(manifest.map((m) => m.path));
  const byPath = new Map(manifest.map((m) => [m.path, m]));
  const expected = [
    ...SPEC_ROUTES,
    ...Object.entries(SPEC_CHILDREN).flatMap(([index, slugs]) => slugs.map((s) => `${index}/${s}`)),
  ];
  for (const path of expected) if (!paths.has(path)) problems.push(`spec §2: ${path} must be a page`);

  const redirects = new Map(content.data.redirects.redirects.map((r) => [r.from, r.to]));
  for (const [from, to] of Object.entries(SPEC_REDIRECTS)) {
    if (redirects.get(`/modules/${from}`) !== `/modules/${to}`)
      problems.push(`spec §2: /modules/${from} must redirect to /modules/${to}`);
  }

  const sections = content.data.sections.sections;
  if (sections.length !== 8) problems.push(`spec §2: the sitemap has 8 sections, not ${sections.length}`);
  for (const title of SPEC_SECTIONS)
    if (!sections.some((s) => s.title === title)) problems.push(`spec §2: no sitemap section "${title}"`);

  if (byPath.get("/")?.priority !== 1) problems.push("spec §9: the home page's priority is 1.0");
  for (const page of manifest.filter((m) => m.section === "legal")) {
    if (page.priority !== 0.3) problems.push(`spec §9: ${page.path} is a legal page, priority 0.3`);
  }
  for (const slug of SPEC_CHILDREN["/blog"]!) {
    const post = content.collections.blog.find((p) => p.path === `/blog/${slug}`);
    if (post && !post.data.date.startsWith("2023-"))
      problems.push(`spec §9: /blog/${slug} carries a 2023 date`);
  }

  if (Object.keys(spelling).length < SPEC_SPELLING.minimum) {
    problems.push(`spec §9: the spelling map has ${Object.keys(spelling).length} pairs, about 250 expected`);
  }
  for (const [us, uk] of Object.entries(SPEC_SPELLING.examples)) {
    if (spelling[us] !== uk) problems.push(`spec §9: the spelling map must turn "${us}" into "${uk}"`);
  }

  const prices = content.data.pricing.plans.map((p) => p.price);
  if (prices.length !== 3 || Math.min(...prices) !== 99 || Math.max(...prices) !== 499) {
    problems.push(`spec §9: 3 plans from 99 to 499 USD a month, not ${prices.join(", ")}`);
  }
  return problems;
}
