import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { lastUpdated } from "#app/core/docs/index.ts";
import { neighbours, readingOrder, type DocsCategoryNav } from "#app/core/docs/index.ts";
import { compileContent, type CompileResult } from "#scripts/content/compile.ts";
import { gitDates } from "#scripts/content/machinery/git-dates.ts";
import { FIXTURE_SITE, fixtureTree } from "./fixture-tree.ts";

let compiled: CompileResult;
let categories: DocsCategoryNav[];

beforeAll(async () => {
  compiled = await compileContent(FIXTURE_SITE, { cacheDir: null });
  const { docsCategories, docsPages } = compiled.content.us.collections;
  categories = docsCategories.map((c) => ({
    path: c.path,
    title: c.card.title,
    pages: docsPages
      .filter((p) => p.slug.startsWith(`${c.slug}/`))
      .map((p) => ({ path: p.path, title: p.card.title })),
  }));
});

describe("the documentation's reading order", () => {
  it("is category order, then page order within each category", () => {
    const { docsCategories, docsPages } = compiled.content.us.collections;
    const categoryOrder = (slug: string) =>
      docsCategories.find((c) => c.slug === slug.split("/")[0])!.data.order;
    const expected = [...docsPages]
      .sort((a, b) => categoryOrder(a.slug) - categoryOrder(b.slug) || a.data.order - b.data.order)
      .map((p) => p.path);
    expect(readingOrder(categories).map((p) => p.path)).toEqual(expected);
    expect(categories.length).toBeGreaterThan(1);
  });

  it("links neighbours across category boundaries, with nothing before the first or after the last", () => {
    const pages = readingOrder(categories);
    expect(neighbours(categories, pages[0]!.path).prev).toBeUndefined();
    expect(neighbours(categories, pages.at(-1)!.path).next).toBeUndefined();
    const lastOfFirst = categories[0]!.pages.at(-1)!;
    const firstOfSecond = categories[1]!.pages[0]!;
    expect(neighbours(categories, lastOfFirst.path).next).toEqual(firstOfSecond);
    expect(neighbours(categories, firstOfSecond.path).prev).toEqual(lastOfFirst);
    pages.forEach((page, i) => {
      const { prev, next } = neighbours(categories, page.path);
      expect(prev?.path).toBe(pages[i - 1]?.path);
      expect(next?.path).toBe(pages[i + 1]?.path);
    });
  });

  it("gives a category page or an unknown path no neighbours", () => {
    expect(neighbours(categories, categories[0]!.path)).toEqual({});
  });
});

describe("a docs page's last-updated date", () => {
  it("prefers the last commit, then the frontmatter's updated, then the site's date", () => {
    expect(lastUpdated("2025-03-04T09:10:11+01:00", "2024-01-01", "2023-01-01")).toEqual({
      datetime: "2025-03-04T09:10:11+01:00",
      date: "2025-03-04",
    });
    expect(lastUpdated(undefined, "2024-01-01", "2023-01-01")).toEqual({
      datetime: "2024-01-01",
      date: "2024-01-01",
    });
    expect(lastUpdated(undefined, undefined, "2023-01-01")).toEqual({
      datetime: "2023-01-01",
      date: "2023-01-01",
    });
  });

  it("reads git's dates for committed files only, and none outside a repository or in a shallow clone", () => {
    const dir = fixtureTree("git");
    const run = (...args: string[]) =>
      spawnSync("git", args, {
        cwd: dir,
        encoding: "utf8",
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "t",
          GIT_AUTHOR_EMAIL: "t@example.com",
          GIT_COMMITTER_NAME: "t",
          GIT_COMMITTER_EMAIL: "t@example.com",
          GIT_COMMITTER_DATE: "2024-05-06T07:08:09+00:00",
        },
      });
    try {
      expect(gitDates(dir, join(dir, "content/docs")).size).toBe(0);
      run("init", "-q");
      run("add", "content/docs/orders");
      run("commit", "-q", "-m", "orders");
      const dates = gitDates(dir, join(dir, "content/docs"));
      const committed = compiled.content.us.collections.docsPages.filter((p) => p.slug.startsWith("orders/"));
      for (const page of committed) expect(dates.get(page.file)).toBe("2024-05-06T07:08:09+00:00");
      // Not committed yet: no date, so the page falls back on its frontmatter.
      const uncommitted = compiled.content.us.collections.docsPages.filter(
        (p) => !p.slug.startsWith("orders/"),
      );
      for (const page of uncommitted) expect(dates.has(page.file)).toBe(false);
      // A shallow clone's cut-off commit would claim every file: no dates at all.
      writeFileSync(join(dir, ".git", "shallow"), run("rev-parse", "HEAD").stdout);
      expect(gitDates(dir, join(dir, "content/docs")).size).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
