/**
 * Post-build check of each page's head: one title, description, canonical, og:title and og:image
 * (a 1200×630 PNG that exists in the build), the robots value its manifest record asks for, and
 * JSON-LD that parses, with the types every page and its template must carry. Also the blog feed.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { OG_IMAGE } from "#app/core/seo/index.ts";
import { FEED_PATH } from "#app/core/site/index.ts";
import type { ManifestEntry } from "#app/core/content/index.ts";

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const first = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

/** Width and height from a PNG's IHDR chunk; null for anything that is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = "89504e470d0a1a0a";
  if (bytes.length < 24 || bytes.subarray(0, 8).toString("hex") !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The JSON-LD types each template adds to the site-wide Organization, SoftwareApplication and WebSite. */
const TEMPLATE_TYPES: Partial<Record<ManifestEntry["template"], string>> = {
  pricing: "Product",
  faq: "FAQPage",
  "blog-post": "BlogPosting",
};

export function checkHead(
  root: string,
  siteUrl: string,
  path: string,
  html: string,
  entry: ManifestEntry | undefined,
): string[] {
  const problems: string[] = [];
  const head = html.slice(0, html.indexOf("</head>"));
  const once: [string, RegExp][] = [
    ["<title>", /<title>/g],
    ["meta description", /<meta name="description"/g],
    ["og:title", /<meta property="og:title"/g],
    ["og:image", /<meta property="og:image"/g],
    ["robots", /<meta name="robots"/g],
  ];
  if (entry) once.push(["canonical", /<link rel="canonical"/g]);
  for (const [what, pattern] of once) {
    const n = count(head, pattern);
    if (n !== 1) problems.push(`${path}: has ${n} ${what} tags, expected 1`);
  }

  const robots = first(head, /<meta name="robots" content="([^"]+)"/);
  const expectedRobots = entry?.robots ?? "noindex";
  if (robots !== expectedRobots)
    problems.push(`${path}: robots is "${robots}", expected "${expectedRobots}"`);

  const image = first(head, /<meta property="og:image" content="([^"]+)"/);
  if (image) {
    const url = new URL(image);
    if (url.origin !== siteUrl) problems.push(`${path}: og:image ${image} is not on ${siteUrl}`);
    const file = join(root, url.pathname);
    const size = existsSync(file) ? pngSize(readFileSync(file)) : null;
    if (!size) problems.push(`${path}: og:image ${url.pathname} is not a PNG in the build`);
    else if (size.width !== OG_IMAGE.width || size.height !== OG_IMAGE.height)
      problems.push(
        `${path}: og:image is ${size.width}×${size.height}, expected ${OG_IMAGE.width}×${OG_IMAGE.height}`,
      );
  }

  const types: string[] = [];
  for (const [, json] of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      // A block holds one item or, as the site-wide block does, a list of them.
      types.push(...[JSON.parse(json!) as { "@type": string }].flat().map((item) => item["@type"]));
    } catch {
      problems.push(`${path}: a JSON-LD block does not parse`);
    }
  }
  const expectedTypes = ["Organization", "SoftwareApplication", "WebSite"];
  if (entry && path !== "/") expectedTypes.push("BreadcrumbList");
  const extra = entry && TEMPLATE_TYPES[entry.template];
  if (extra) expectedTypes.push(extra);
  for (const type of expectedTypes) if (!types.includes(type)) problems.push(`${path}: no ${type} JSON-LD`);
  if (!head.includes(`href="${siteUrl}${FEED_PATH}"`)) problems.push(`${path}: no link to the blog feed`);
  return problems;
}

/** The feed parses, lists every post once with an absolute link on this domain, newest first. */
export function checkFeed(root: string, siteUrl: string, blogPaths: readonly string[]): string[] {
  const file = join(root, FEED_PATH);
  if (!existsSync(file)) return [`${FEED_PATH} is missing`];
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(
    readFileSync(file, "utf8"),
  );
  const items: { link: string; pubDate: string }[] = feed.rss?.channel?.item ?? [];
  const links = items.map((i) => i.link);
  const expected = blogPaths.map((p) => `${siteUrl}${p}`);
  const problems: string[] = [];
  if ([...links].sort().join() !== [...expected].sort().join())
    problems.push(`${FEED_PATH}: lists ${JSON.stringify(links)}, expected ${JSON.stringify(expected)}`);
  const dates = items.map((i) => Date.parse(i.pubDate));
  if (dates.some(Number.isNaN) || dates.some((d, i) => i > 0 && d > dates[i - 1]!))
    problems.push(`${FEED_PATH}: dates missing or not newest first`);
  return problems;
}
