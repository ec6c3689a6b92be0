import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "../../scripts/build/sitemap-xml.ts";
import { compileContent, type CompileResult } from "../../scripts/content/compile.ts";

let compiled: CompileResult;
beforeAll(() => {
  compiled = compileContent(process.cwd());
});

describe("the route manifest", () => {
  it("lists every route of the spec's route table", () => {
    const paths = new Set(compiled.manifest.manifest.map((m) => m.path));
    const required = [
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
    const industries = [
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
    ].map((s) => `/industries/${s}`);
    const modules = [
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
    ].map((s) => `/modules/${s}`);
    const caseStudies = ["pure-optical", "woolcool", "agame"].map((s) => `/case-studies/${s}`);
    const posts = [
      "streamline-garment-decoration-workflow",
      "screen-printing-vs-dtg",
      "new-integration-platform-features",
    ].map((s) => `/blog/${s}`);
    for (const path of [...required, ...industries, ...modules, ...caseStudies, ...posts])
      expect(paths, path).toContain(path);
  });

  it("has at least 4 documentation categories with at least 3 pages each", () => {
    const categories = compiled.content.docs;
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) expect(category.pages.length, category.path).toBeGreaterThanOrEqual(3);
  });

  it("ranks home 1.0 and legal pages 0.3, dates main pages 2025-08-26 and blog posts in 2023", () => {
    const byPath = new Map(compiled.manifest.manifest.map((m) => [m.path, m]));
    expect(byPath.get("/")?.priority).toBe(1);
    expect(byPath.get("/terms")?.priority).toBe(0.3);
    expect(byPath.get("/privacy")?.priority).toBe(0.3);
    expect(byPath.get("/pricing")?.lastmod).toBe("2025-08-26");
    for (const post of compiled.manifest.manifest.filter((m) => m.section === "blog"))
      expect(post.lastmod).toMatch(/^2023-/);
    for (const entry of compiled.manifest.manifest)
      expect(entry.priority).toBeLessThanOrEqual(byPath.get("/")!.priority);
  });

  it("keeps noindex pages (login, payment success) out of the sitemap but in the manifest", () => {
    const noindex = compiled.manifest.manifest.filter((m) => m.robots === "noindex").map((m) => m.path);
    expect(noindex.sort()).toEqual(["/login", "/payment-success"]);
  });

  it("gives every page a unique title", () => {
    const titles = compiled.manifest.manifest.map((m) => m.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has the 3 pricing plans from 99 to 499 USD", () => {
    const prices = compiled.content.pricing.plans.map((p) => p.price);
    expect(prices).toHaveLength(3);
    expect(Math.min(...prices)).toBe(99);
    expect(Math.max(...prices)).toBe(499);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every indexable page with absolute URLs and sitemap fields", () => {
    const xml = sitemapXml(compiled.manifest.manifest, "https://www.tracker-app.us");
    const urls = new XMLParser({ parseTagValue: false }).parse(xml).urlset.url as {
      loc: string;
      lastmod: string;
      changefreq: string;
      priority: string;
    }[];
    const indexable = compiled.manifest.manifest.filter((m) => m.robots === "index,follow");
    expect(urls.map((u) => u.loc)).toEqual(indexable.map((m) => `https://www.tracker-app.us${m.path}`));
    expect(urls[0]).toEqual({
      loc: "https://www.tracker-app.us/",
      lastmod: "2025-08-26",
      changefreq: "weekly",
      priority: "1.0",
    });
  });

  it("escapes XML special characters in URLs", () => {
    const xml = sitemapXml([{ ...compiled.manifest.manifest[0], path: "/a&b" }], "https://x.test");
    expect(xml).toContain("<loc>https://x.test/a&amp;b</loc>");
  });

  it("names the sitemap in robots.txt", () => {
    expect(robotsTxt("https://www.tracker-app.com")).toContain(
      "Sitemap: https://www.tracker-app.com/sitemap.xml",
    );
  });
});
