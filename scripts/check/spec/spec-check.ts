/**
 * The content against what the product requires of it (./requirements.ts): the pages,
 * old module URLs, sitemap sections, priorities, spelling map and prices named there. Content may
 * grow past these; it may not drop or change them, and a writer who tries is told which rule says so.
 */
import type { CompiledContent, ManifestEntry } from "#app/core/content/index.ts";
import { isPhrase } from "#app/core/locale/index.ts";
import {
  BLOG_POSTS_YEAR,
  HOME_PAGE_PRIORITY,
  LEGAL_PAGE_PRIORITY,
  MODULE_REDIRECTS,
  PRICING_PLANS,
  REQUIRED_BLOG_POSTS,
  REQUIRED_CHILD_PAGES,
  REQUIRED_PAGES,
  SITEMAP_SECTION_COUNT,
  SITEMAP_SECTION_TITLES,
  SPELLING_EXAMPLES,
  SPELLING_EXPECTED_PAIRS,
  SPELLING_MIN_PAIRS,
} from "./requirements.ts";

/** Each problem starts with this, so a writer knows where the rule lives. */
const PREFIX = "required:";

export function checkSpec(
  content: CompiledContent,
  manifest: readonly ManifestEntry[],
  spelling: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`${PREFIX} ${text}`);
  const paths = new Set(manifest.map((m) => m.path));
  const byPath = new Map(manifest.map((m) => [m.path, m]));
  const expected = [
    ...REQUIRED_PAGES,
    ...Object.entries(REQUIRED_CHILD_PAGES).flatMap(([index, slugs]) => slugs.map((s) => `${index}/${s}`)),
  ];
  for (const path of expected) if (!paths.has(path)) problem(`${path} must be a page`);

  const redirects = new Map(content.data.redirects.redirects.map((r) => [r.from, r.to]));
  for (const [from, to] of Object.entries(MODULE_REDIRECTS)) {
    if (redirects.get(`/modules/${from}`) !== `/modules/${to}`)
      problem(`/modules/${from} must redirect to /modules/${to}`);
  }

  const sections = content.data.sections.sections;
  if (sections.length !== SITEMAP_SECTION_COUNT)
    problem(`the sitemap has ${SITEMAP_SECTION_COUNT} sections, not ${sections.length}`);
  for (const title of SITEMAP_SECTION_TITLES)
    if (!sections.some((s) => s.title === title)) problem(`no sitemap section "${title}"`);

  if (byPath.get("/")?.priority !== HOME_PAGE_PRIORITY)
    problem(`the home page's priority is ${HOME_PAGE_PRIORITY.toFixed(1)}`);
  for (const page of manifest.filter((m) => m.section === "legal")) {
    if (page.priority !== LEGAL_PAGE_PRIORITY)
      problem(`${page.path} is a legal page, priority ${LEGAL_PAGE_PRIORITY}`);
  }
  for (const slug of REQUIRED_BLOG_POSTS) {
    const post = content.collections.blog.find((p) => p.path === `/blog/${slug}`);
    if (post && !post.data.date.startsWith(`${BLOG_POSTS_YEAR}-`))
      problem(`/blog/${slug} carries a ${BLOG_POSTS_YEAR} date`);
  }

  // The words spelling.yaml pairs; phrases are the build's own (names kept, facts, non-nouns).
  const pairs = Object.keys(spelling).filter((key) => !isPhrase(key)).length;
  if (pairs < SPELLING_MIN_PAIRS)
    problem(`the spelling map has ${pairs} pairs, ${SPELLING_EXPECTED_PAIRS} expected`);
  for (const [us, uk] of Object.entries(SPELLING_EXAMPLES)) {
    if (spelling[us] !== uk) problem(`the spelling map must turn "${us}" into "${uk}"`);
  }

  const prices = content.data.pricing.plans.map((p) => p.price);
  const { count, minUsdPerMonth, maxUsdPerMonth } = PRICING_PLANS;
  if (
    prices.length !== count ||
    Math.min(...prices) !== minUsdPerMonth ||
    Math.max(...prices) !== maxUsdPerMonth
  ) {
    problem(
      `${count} plans from ${minUsdPerMonth} to ${maxUsdPerMonth} USD a month, not ${prices.join(", ")}`,
    );
  }
  return problems;
}
