import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { countWords, readingMinutes, relatedPosts, shareLinks } from "#app/core/blog/index.ts";
import { listPagePath, pageCount, pageLinks, pageNeighbours, pageSlice } from "#app/core/blog/index.ts";
import { compileContent } from "#scripts/content/compile.ts";
import { fixtureTree } from "./fixture-tree.ts";

const trees: string[] = [];
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("pagination", () => {
  it("splits a list into full pages and a last partial one, never zero pages", () => {
    expect(pageCount(9, 4)).toBe(3);
    expect(pageCount(8, 4)).toBe(2);
    expect(pageCount(0, 4)).toBe(1);
    expect(pageSlice([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, 3)).toEqual([9]);
    expect(pageSlice([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, 2)).toEqual([5, 6, 7, 8]);
  });

  it("keeps page 1 at the index's own path and numbers the rest under /page/", () => {
    expect(listPagePath("/blog", 1)).toBe("/blog");
    expect(listPagePath("/blog", 2)).toBe("/blog/page/2");
    expect(pageLinks("/blog", 3).map((l) => l.path)).toEqual(["/blog", "/blog/page/2", "/blog/page/3"]);
  });

  it("links each page to its neighbours only where they exist", () => {
    expect(pageNeighbours("/blog", 1, 3)).toEqual({ next: "/blog/page/2" });
    expect(pageNeighbours("/blog", 2, 3)).toEqual({ prev: "/blog", next: "/blog/page/3" });
    expect(pageNeighbours("/blog", 3, 3)).toEqual({ prev: "/blog/page/2" });
    expect(pageNeighbours("/blog", 1, 1)).toEqual({});
  });

  it("puts an index page's later pages in the route manifest, after it, from its pageSize", async () => {
    const dir = fixtureTree("paged");
    trees.push(dir);
    const file = join(dir, "content/pages/blog.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("\n---", "\npageSize: 1\n---"));
    const { manifest } = (await compileContent(dir)).manifest;
    const paths = manifest.map((m) => m.path);
    const posts = manifest.filter((m) => m.source === "blog").length;
    expect(posts).toBeGreaterThan(1);
    const listPages = manifest.filter((m) => m.listing?.index === "/blog");
    expect(listPages.map((m) => m.path)).toEqual(pageLinks("/blog", posts).map((l) => l.path));
    expect(paths.indexOf("/blog/page/2")).toBe(paths.indexOf("/blog") + 1);
    const second = manifest.find((m) => m.path === "/blog/page/2")!;
    expect(second).toMatchObject({ lists: "blog", listing: { page: 2, pages: posts } });
    expect(second.title).not.toBe(manifest.find((m) => m.path === "/blog")!.title);
  });
});

describe("reading time", () => {
  it("counts the words of rendered HTML, not its tags", () => {
    expect(countWords('<h2 id="a">Two words</h2><p>and <strong>three</strong> more&nbsp;here</p>')).toBe(6);
    expect(countWords("")).toBe(0);
  });

  it("rounds to whole minutes and never says zero", () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => "stitch").join(" ")}</p>`;
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(920), 230)).toBe(4);
    expect(readingMinutes(words(1000), 200)).toBe(5);
  });
});

describe("related posts", () => {
  const post = (path: string, date: string, tags: string[]) => ({ path, date, tags });
  const all = [
    post("/a", "2025-01-01", ["embroidery", "pricing"]),
    post("/b", "2025-02-01", ["pricing"]),
    post("/c", "2025-03-01", ["embroidery", "pricing"]),
    post("/d", "2025-04-01", ["inventory"]),
    post("/e", "2025-05-01", ["embroidery"]),
  ];

  it("offers only posts sharing a tag, most shared tags first, then newest, never the post itself", () => {
    expect(relatedPosts(all[0]!, all).map((p) => p.path)).toEqual(["/c", "/e", "/b"]);
    expect(relatedPosts(all[0]!, all, 2).map((p) => p.path)).toEqual(["/c", "/e"]);
  });

  it("offers nothing when no other post shares a tag", () => {
    expect(relatedPosts(all[3]!, all)).toEqual([]);
  });
});

describe("share links", () => {
  it("point at each network's own share page with the post's URL and title encoded", () => {
    const links = shareLinks("https://x.test/blog/a post", "DTF & DTG");
    expect(links.linkedin).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx.test%2Fblog%2Fa%20post",
    );
    expect(links.x).toBe(
      "https://x.com/intent/post?url=https%3A%2F%2Fx.test%2Fblog%2Fa%20post&text=DTF%20%26%20DTG",
    );
    expect(links.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fblog%2Fa%20post",
    );
    expect(links.email).toBe("mailto:?subject=DTF%20%26%20DTG&body=https%3A%2F%2Fx.test%2Fblog%2Fa%20post");
  });
});
