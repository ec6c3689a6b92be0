import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { fillCount } from "#app/core/text/index.ts";
import { formatDate } from "#app/core/text/index.ts";
import {
  ALL_SECTIONS,
  filterSections,
  filtersToSearch,
  matchesQuery,
  NO_FILTERS,
  priorityLevel,
  readFilters,
  sitemapSections,
  visibleUrls,
  withLocs,
  type SitemapSection,
} from "#app/components/sitemap/sitemap-data.ts";
import { sitemapXml } from "#scripts/build/sitemap-xml.ts";
import { compileContent, type CompileResult } from "#scripts/content/compile.ts";
import { FIXTURE_SITE } from "./fixture-tree.ts";

const SITE = "https://www.stitchboard.test";
let compiled: CompileResult;
let sections: SitemapSection[];
beforeAll(async () => {
  compiled = await compileContent(FIXTURE_SITE);
  sections = withLocs(
    sitemapSections(compiled.manifest.manifest, compiled.manifest.sections, { dateOrder: "month-day-year" }),
    SITE,
  );
});
const count = (list: SitemapSection[]) => visibleUrls(list).length;

describe("the sitemap page's sections", () => {
  it("are the sections of sections.yaml in order, holding exactly the URLs of sitemap.xml", async () => {
    expect(sections.map((s) => s.id)).toEqual(compiled.manifest.sections.map((s) => s.id));
    const xml = new XMLParser({ isArray: (name) => name === "url" }).parse(
      sitemapXml(compiled.manifest.manifest, SITE),
    );
    const locs = xml.urlset.url.map((u: { loc: string }) => u.loc);
    expect(visibleUrls(sections).sort()).toEqual([...locs].sort());
  });

  it("carry each page's absolute URL, priority, change frequency and last-modified date", async () => {
    const home = sections[0]!.urls.find((u) => u.path === "/")!;
    expect(home).toMatchObject({ loc: `${SITE}/`, priority: 1 });
    const terms = sections.find((s) => s.id === "legal")!.urls.find((u) => u.path === "/terms")!;
    expect(terms).toMatchObject({ loc: `${SITE}/terms`, priority: 0.3, changefreq: "yearly" });
    for (const url of sections.flatMap((s) => s.urls)) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("give a collection's pages the defaults their section sets for that collection", async () => {
    const resources = compiled.manifest.sections.find((s) => s.id === "resources")!;
    const docs = compiled.manifest.manifest.filter((m) => m.source === "docsPages");
    expect(docs.length).toBeGreaterThan(0);
    for (const page of docs) {
      expect(page.section).toBe("resources");
      const { collection: _, ...defaults } = resources.collections.find((c) => c.collection === "docsPages")!;
      expect(page).toMatchObject(defaults);
    }
    const others = compiled.manifest.manifest.filter(
      (m) => m.section === "resources" && m.source === "pages",
    );
    for (const page of others) expect(page.priority).toBe(resources.priority);
  });

  it("leave out pages search engines must not index", async () => {
    const paths = sections.flatMap((s) => s.urls.map((u) => u.path));
    expect(paths).not.toContain("/login");
    expect(paths).not.toContain("/payment-success");
  });
});

describe("priority badges", () => {
  it.each([
    [1, "high"],
    [0.8, "high"],
    [0.79, "medium"],
    [0.6, "medium"],
    [0.59, "low"],
    [0.3, "low"],
    [0, "low"],
  ] as const)("%s is %s", (priority, level) => {
    expect(priorityLevel(priority)).toBe(level);
  });
});

describe("search", () => {
  const page = {
    title: "Logos",
    description: "Digitized files and print separations (DST, EMB).",
    loc: "https://www.tracker-app.com/modules/logos",
  };

  it("matches title, description or URL, ignoring case and extra spaces", async () => {
    expect(matchesQuery(page, "LOGOS")).toBe(true);
    expect(matchesQuery(page, "print   SEPARATIONS")).toBe(true);
    expect(matchesQuery(page, "modules/log")).toBe(true);
    expect(matchesQuery(page, "  ")).toBe(true);
    expect(matchesQuery(page, "invoice")).toBe(false);
  });

  it("treats regular-expression characters as themselves", async () => {
    expect(matchesQuery(page, "(DST")).toBe(true);
    expect(matchesQuery(page, "(dst, emb)")).toBe(true);
    expect(matchesQuery(page, ".*")).toBe(false);
    expect(matchesQuery(page, "[a-z]+")).toBe(false);
    expect(matchesQuery(page, "tracker-app.com/")).toBe(true);
    expect(matchesQuery({ ...page, loc: "https://wwwXtracker-app.com" }, "www.tracker")).toBe(false);
  });

  it("treats HTML as text: it matches only pages that contain it literally", async () => {
    expect(filterSections(sections, { q: "<script>alert(1)</script>", section: ALL_SECTIONS })).toEqual([]);
    expect(matchesQuery({ ...page, description: "Use <b> for bold" }, "<b>")).toBe(true);
  });
});

describe("filters over a compiled manifest", () => {
  it("show every page with no filters", async () => {
    // The fixture site has no integrations: a section without pages is left out.
    expect(filterSections(sections, NO_FILTERS)).toEqual(sections.filter((s) => s.urls.length > 0));
  });

  it("narrow to one section", async () => {
    const modules = filterSections(sections, { q: "", section: "modules" });
    expect(modules.map((s) => s.id)).toEqual(["modules"]);
    expect(visibleUrls(modules)).toEqual(
      compiled.content.us.collections.modules.map((m) => `${SITE}${m.path}`),
    );
  });

  it("combine the search with the section and drop sections left empty", async () => {
    const all = filterSections(sections, { q: "notes", section: ALL_SECTIONS });
    expect(all.length).toBeGreaterThan(1);
    for (const url of all.flatMap((s) => s.urls))
      expect(`${url.title} ${url.description} ${url.loc}`.toLowerCase()).toContain("notes");
    const blog = filterSections(sections, { q: "notes", section: "blog" });
    expect(blog.map((s) => s.id)).toEqual(["blog"]);
    expect(count(blog)).toBeLessThan(count(all));
  });

  it("copy all visible URLs in page order", async () => {
    const legal = filterSections(sections, { q: "", section: "legal" });
    const expected = compiled.manifest.manifest
      .filter((m) => m.section === "legal" && m.robots === "index,follow")
      .map((m) => `${SITE}${m.path}`);
    expect(visibleUrls(legal)).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining([`${SITE}/privacy`, `${SITE}/terms`]));
  });
});

describe("filters in the query string", () => {
  const ids = ["main", "modules", "legal"];

  it("round-trip, leaving defaults out", async () => {
    for (const filters of [
      NO_FILTERS,
      { q: "logo", section: ALL_SECTIONS },
      { q: "", section: "modules" },
      { q: "a&b=c <script>", section: "legal" },
    ]) {
      expect(readFilters(new URLSearchParams(filtersToSearch(filters)), ids)).toEqual(filters);
    }
    expect(filtersToSearch(NO_FILTERS)).toBe("");
    expect(filtersToSearch({ q: "screen print", section: "modules" })).toBe(
      "?q=screen+print&section=modules",
    );
  });

  it("ignore an unknown section rather than show nothing", async () => {
    expect(readFilters(new URLSearchParams("section=nope&q=x"), ids)).toEqual({
      q: "x",
      section: ALL_SECTIONS,
    });
  });
});

describe("dates and counts", () => {
  it("write the last-modified date the market's way, the same day in every time zone", async () => {
    expect(formatDate("2025-08-26", "month-day-year")).toBe("August 26, 2025");
    expect(formatDate("2025-08-26", "day-month-year")).toBe("26 August 2025");
    expect(formatDate("2023-01-01", "month-day-year")).toBe("January 1, 2023");
  });

  it("give each row its date in the market's order", () => {
    const dayFirst = sitemapSections(compiled.manifest.manifest, compiled.manifest.sections, {
      dateOrder: "day-month-year",
    });
    const monthFirstUrls = sections.flatMap((section) => section.urls);
    const dayFirstUrls = dayFirst.flatMap((section) => section.urls);
    expect(dayFirstUrls.map((url) => url.path)).toEqual(monthFirstUrls.map((url) => url.path));
    expect(monthFirstUrls.length).toBeGreaterThan(0);
    for (const [i, url] of monthFirstUrls.entries()) {
      // The fixture's own date, worded here without formatDate: "August 26, 2025", "26 August 2025".
      const [year, month, day] = url.lastmod.split("-").map(Number) as [number, number, number];
      const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", {
        month: "long",
        timeZone: "UTC",
      });
      expect(url.lastmodText).toBe(`${monthName} ${day}, ${year}`);
      expect(dayFirstUrls[i]!.lastmod).toBe(url.lastmod);
      expect(dayFirstUrls[i]!.lastmodText).toBe(`${day} ${monthName} ${year}`);
    }
  });

  it("word a count for one and for many", async () => {
    const forms = { one: "1 page", other: "{count} pages" };
    expect(fillCount(forms, 1)).toBe("1 page");
    expect(fillCount(forms, 0)).toBe("0 pages");
    expect(fillCount(forms, 12)).toBe("12 pages");
  });
});
