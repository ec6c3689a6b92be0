import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, DATA_FILES, INDEX_TEMPLATE, isCheckFile } from "#app/core/content/index.ts";
import { packFileOf, packOf } from "#app/core/content/index.ts";
import type { PageBody } from "#app/core/content/index.ts";
import { lastUpdated } from "#app/core/docs/index.ts";
import { robotsTxt, sitemapXml } from "#scripts/build/sitemap-xml.ts";
import { compileContent, type CompileResult } from "#scripts/content/compile.ts";
import { emitContent } from "#scripts/content/steps/emit.ts";
import { FIXTURE_SITE, fixtureTree } from "./fixture-tree.ts";

let compiled: CompileResult;
const trees: string[] = [];
beforeAll(async () => {
  compiled = await compileContent(FIXTURE_SITE);
});
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const entry = (path: string) => compiled.manifest.manifest.find((m) => m.path === path)!;
/** A body the compile step rendered (in memory, its pack is JSON text). */
const body = (id: string) =>
  (
    JSON.parse((compiled.bodyPacks.get(packFileOf(packOf(id))) as { text: string }).text) as Record<
      string,
      PageBody
    >
  )[id]!;

/** A fresh copy of the fixture site for a test that edits it: its cache folder and a text edit. */
function editableTree(name: string) {
  const dir = fixtureTree(name);
  trees.push(dir);
  const edit = (rel: string, from: string, to: string) => {
    const file = join(dir, "content", rel);
    writeFileSync(file, readFileSync(file, "utf8").replace(from, to));
  };
  return { dir, cacheDir: join(dir, "cache"), edit };
}

/** A compiled body's HTML as emitted into `dir`'s .generated/. */
function emittedHtml(result: CompileResult, dir: string, id: string): string {
  const out = join(dir, ".generated");
  emitContent(result, out);
  const pack = JSON.parse(readFileSync(join(out, "bodies", packFileOf(packOf(id))), "utf8"));
  return (pack as Record<string, PageBody>)[id]!.html;
}

describe("the route manifest, built from the registry", () => {
  it("lists the data-file pages, then each collection in registry order, children after their parent", async () => {
    const paths = compiled.manifest.manifest.map((m) => m.path);
    expect(paths[0]).toBe("/");
    const docs = paths.filter((p) => p.startsWith("/documentation/"));
    expect(docs).toEqual([
      "/documentation/getting-started",
      "/documentation/getting-started/setting-up",
      "/documentation/getting-started/inviting-your-team",
      "/documentation/orders",
      "/documentation/orders/creating-a-quote",
    ]);
    expect(paths.indexOf("/modules/sales-orders")).toBeLessThan(paths.indexOf("/modules/logos"));
  });

  it("gives every page the template of its collection, and index pages the collection they list (in their own layout if they have one)", async () => {
    expect(entry("/modules/logos")).toMatchObject({
      template: "module",
      source: "modules",
      section: "modules",
    });
    expect(entry("/modules")).toMatchObject({ template: "modules-index", lists: "modules" });
    expect(entry("/documentation")).toMatchObject({ template: INDEX_TEMPLATE, lists: "docsCategories" });
    expect(entry("/moving-from")).toMatchObject({ template: INDEX_TEMPLATE, lists: "movingFrom" });
    expect(entry("/moving-from/old-system")).toMatchObject({ template: "moving-from", section: "resources" });
    expect(entry("/pricing").template).toBe("pricing");
    expect(entry("/about").template).toBe("page");
  });

  it("has a page component for every template it names", async () => {
    for (const template of new Set(compiled.manifest.manifest.map((m) => m.template))) {
      expect(existsSync(join("app/routes", `${template}.tsx`)), template).toBe(true);
    }
  });

  it("takes the URL from the `slug` field when a file sets one", async () => {
    expect(entry("/blog/a-newer-note").file).toBe("content/blog/2024-01-newer.md");
  });

  it("dates pages by their own date, else the site's, where git knows no history", async () => {
    const dir = fixtureTree("no-git");
    trees.push(dir);
    const result = await compileContent(dir);
    const dated = (path: string) => result.manifest.manifest.find((m) => m.path === path)!.lastmod;
    expect(dated("/blog/a-newer-note")).toBe("2024-02-02"); // `updated`
    expect(dated("/blog/older-post")).toBe("2023-06-21"); // `date`
    expect(dated("/about")).toBe(result.content.us.data.site.contentUpdated);
  });

  it("dates a committed page by its file's last commit, the same day its Last updated shows", async () => {
    const dir = fixtureTree("git-dates");
    trees.push(dir);
    const git = (...args: string[]) =>
      spawnSync("git", args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "t",
          GIT_AUTHOR_EMAIL: "t@example.com",
          GIT_COMMITTER_NAME: "t",
          GIT_COMMITTER_EMAIL: "t@example.com",
          GIT_COMMITTER_DATE: "2026-03-04T23:30:00-05:00",
        },
      });
    git("init", "-q");
    git("add", "content/blog/2024-01-newer.md", "content/docs/orders", "content/pages/pricing.md");
    git("commit", "-q", "-m", "some pages");
    const result = await compileContent(dir);
    const dated = (path: string) => result.manifest.manifest.find((m) => m.path === path)!.lastmod;
    // The committer's own calendar day, as the page's "Last updated" writes it.
    expect(dated("/blog/a-newer-note")).toBe("2026-03-04");
    expect(dated("/pricing")).toBe("2026-03-04");
    const site = result.content.us.data.site;
    for (const doc of result.content.us.collections.docsPages.filter((d) => d.slug.startsWith("orders/"))) {
      expect(dated(doc.path)).toBe("2026-03-04");
      expect(lastUpdated(doc.lastCommit, doc.data.updated, site.contentUpdated).date).toBe(dated(doc.path));
    }
    expect(dated("/blog/older-post")).toBe("2023-06-21"); // not committed: its own date
    expect(dated("/about")).toBe(site.contentUpdated);
  });

  it("applies the section's priority and change frequency unless the page sets its own", async () => {
    const legal = compiled.manifest.sections.find((s) => s.id === "legal")!;
    expect(entry("/terms")).toMatchObject({ priority: legal.priority, changefreq: legal.changefreq });
    expect(entry("/").priority).toBe(1);
  });

  it("keeps noindex pages in the manifest, marked so", async () => {
    expect(entry("/login").robots).toBe("noindex");
  });
});

describe("the compiled content", () => {
  it("holds each collection's entries in the registry's order with their cards", async () => {
    expect(Object.keys(compiled.content.us.collections)).toEqual(Object.keys(COLLECTIONS));
    expect(compiled.content.us.collections.blog.map((e) => e.slug)).toEqual(["2024-01-newer", "older-post"]);
    const logos = compiled.content.us.collections.modules.find((m) => m.slug === "logos")!;
    expect(logos.card).toEqual({
      path: "/modules/logos",
      title: logos.data.title,
      text: logos.data.summary,
      icon: logos.data.icon,
      meta: logos.data.category,
    });
  });

  it("renders Markdown fields of data files to HTML", async () => {
    const answer = compiled.content.us.data.faq.questions[1]!.answer;
    expect(answer).toContain('<a href="/modules/logos">Logos</a>');
    expect(Object.keys(compiled.content.us.data)).toEqual(
      Object.keys(DATA_FILES).filter((n) => !isCheckFile(n)),
    );
  });

  it("renders bodies once, with their headings, and keeps raw HTML out", async () => {
    const about = compiled.content.us.collections.pages.find((p) => p.slug === "about")!;
    expect(body(about.body!).headings).toEqual([{ id: "our-story", text: "Our story", depth: 2 }]);
  });

  it("accepts links to files the build writes (the feed, sitemap.xml) and to pictures under public/", async () => {
    const blog = compiled.content.us.collections.pages.find((p) => p.slug === "blog")!;
    const { html } = body(blog.body!);
    expect(html).toContain('href="/blog/feed.xml"');
    expect(html).toContain('href="/sitemap.xml"');
  });

  it("accepts a file that starts with a byte-order mark", async () => {
    const dir = fixtureTree("bom");
    trees.push(dir);
    const file = join(dir, "content/modules/logos.md");
    writeFileSync(file, `\uFEFF${readFileSync(file, "utf8")}`);
    const result = await compileContent(dir);
    expect(result.content.us.collections.modules.find((m) => m.slug === "logos")!.data.title).toBe("Logos");
  });
});

describe("each market's content", () => {
  it("holds each market's own form of a YAML value and of a body, and one text where none is given", async () => {
    const dir = fixtureTree("markets");
    trees.push(dir);
    const faq = join(dir, "content/faq.yaml");
    writeFileSync(
      faq,
      readFileSync(faq, "utf8").replace(
        "question: Which colors can a logo use?",
        "question:\n      market:\n        com: Which colours can a crest use?\n        us: Which colors can a logo use?",
      ),
    );
    const about = join(dir, "content/pages/about.md");
    writeFileSync(
      about,
      `${readFileSync(about, "utf8")}\n:::market{com}\nFootball kit.\n:::\n:::market{us}\nSoccer uniforms.\n:::\n`,
    );
    const result = await compileContent(dir);
    const question = (market: "com" | "us") => result.content[market].data.faq.questions[1]!.question;
    expect([question("com"), question("us")]).toEqual([
      "Which colours can a crest use?",
      "Which colors can a logo use?",
    ]);
    expect(result.content.com.data.faq.questions[0]).toEqual(result.content.us.data.faq.questions[0]);
    const aboutBody = (market: "com" | "us") => {
      const id = result.content[market].collections.pages.find((p) => p.slug === "about")!.body!;
      return (
        JSON.parse((result.bodyPacks.get(packFileOf(packOf(id))) as { text: string }).text) as Record<
          string,
          PageBody
        >
      )[id]!.html;
    };
    expect(aboutBody("com")).toContain("Football kit.");
    expect(aboutBody("com")).not.toContain("Soccer");
    expect(aboutBody("us")).toContain("Soccer uniforms.");
  });

  it("prices each market in its own currency, as written for it", async () => {
    const price = (market: "com" | "us") => compiled.content[market].data.pricing.plans.map((p) => p.price);
    const source = readFileSync(join(FIXTURE_SITE, "content/pricing.yaml"), "utf8");
    const written = (code: string) =>
      [...source.matchAll(new RegExp(`    price: \\{ GBP: ([\\d.]+), USD: ([\\d.]+) \\}`, "g"))].map((m) =>
        Number(code === "GBP" ? m[1] : m[2]),
      );
    expect(price("com")).toEqual(written("GBP"));
    expect(price("us")).toEqual(written("USD"));
    expect(compiled.content.com.data.pricing.money.code).toBe("GBP");
  });
});

describe("the render cache", () => {
  it("renders an unchanged tree from the cache, and only the edited file after an edit", async () => {
    const { dir, cacheDir, edit } = editableTree("cache");
    const cold = await compileContent(dir, { cacheDir });
    expect(cold.stats).toMatchObject({ reused: 0 });
    expect(cold.stats.rendered).toBeGreaterThan(10);

    const warm = await compileContent(dir, { cacheDir });
    expect(warm.stats).toEqual({ rendered: 0, reused: cold.stats.rendered });

    edit("modules/logos.md", "Each logo keeps", "Every logo keeps");
    const edited = await compileContent(dir, { cacheDir });
    expect(edited.stats).toEqual({ rendered: 1, reused: cold.stats.rendered - 1 });
    const logos = edited.content.us.collections.modules.find((m) => m.slug === "logos")!;
    expect(emittedHtml(edited, dir, logos.body!)).toContain("Every logo keeps");
  });
});

describe("facts written once", () => {
  it("writes data into YAML, front matter and bodies, and follows the data when it changes", async () => {
    const { dir, cacheDir, edit } = editableTree("facts");
    edit("faq.yaml", "Yes. Every plan", "Yes, for {pricing.plans.medium.maxUsers} users. Every plan");
    edit("modules/logos.md", "summary: Every logo", "summary: On {pricing.plans.small.name}, every logo");
    edit(
      "modules/logos.md",
      "Each logo keeps",
      "Up to {pricing.plans.large.maxUsers} users. Each logo keeps",
    );
    const logosOf = (result: CompileResult) => {
      const logos = result.content.us.collections.modules.find((m) => m.slug === "logos")!;
      return { summary: logos.data.summary, html: emittedHtml(result, dir, logos.body!) };
    };
    const answer = (result: CompileResult) => result.content.us.data.faq.questions[0]!.answer;

    const first = await compileContent(dir, { cacheDir });
    expect(answer(first)).toContain("Yes, for 20 users.");
    expect(logosOf(first).summary).toBe("On Small, every logo with its colors.");
    expect(logosOf(first).html).toContain("Up to 100 users.");

    // Only pricing.yaml changes: the page that names it, unchanged itself, shows the new value.
    edit("pricing.yaml", "maxUsers: 100", "maxUsers: 150");
    const second = await compileContent(dir, { cacheDir });
    expect(logosOf(second).html).toContain("Up to 150 users.");
  });
});

describe("import tables", () => {
  it("make the guide's tables from imports.yaml, per market, and follow it when it changes", async () => {
    const { dir, cacheDir, edit } = editableTree("imports");
    edit(
      "docs/getting-started/setting-up.md",
      "## Your company",
      '## Your company\n\n::import-columns{file="customers"}',
    );
    const guideOf = (result: CompileResult, market: "com" | "us") => {
      const guide = result.content[market].collections.docsPages.find((p) => p.slug.endsWith("setting-up"))!;
      return emittedHtml(result, dir, guide.body!);
    };
    const first = await compileContent(dir, { cacheDir });
    expect(guideOf(first, "us")).toContain("<td>(704) 555-0100</td>");
    expect(guideOf(first, "com")).toContain("<td>0161 496 0000</td>");

    // Only imports.yaml changes: the guide, unchanged itself, shows the new column.
    edit(
      "imports.yaml",
      "{ id: email,",
      "{ id: mobile, holds: A mobile number., example: '07700 900000' }\n      - { id: email,",
    );
    const second = await compileContent(dir, { cacheDir });
    expect(guideOf(second, "us")).toContain("<code>mobile</code>");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every indexable page with absolute URLs and sitemap fields", async () => {
    const xml = sitemapXml(compiled.manifest.manifest, "https://us.stitchboard.test");
    const urls = new XMLParser({ parseTagValue: false }).parse(xml).urlset.url as {
      loc: string;
      priority: string;
    }[];
    const indexable = compiled.manifest.manifest.filter((m) => m.robots === "index,follow");
    expect(urls.map((u) => u.loc)).toEqual(indexable.map((m) => `https://us.stitchboard.test${m.path}`));
    expect(urls[0]).toMatchObject({ loc: "https://us.stitchboard.test/", priority: "1.0" });
  });

  it("escapes XML special characters in URLs", async () => {
    const xml = sitemapXml([{ ...compiled.manifest.manifest[0]!, path: "/a&b" }], "https://x.test");
    expect(xml).toContain("<loc>https://x.test/a&amp;b</loc>");
  });

  it("names the sitemap in robots.txt", async () => {
    expect(robotsTxt("https://www.stitchboard.test")).toContain(
      "Sitemap: https://www.stitchboard.test/sitemap.xml",
    );
  });
});
