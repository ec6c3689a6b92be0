import { describe, expect, it } from "vitest";
import type { ManifestEntry } from "#app/core/content/index.ts";
import { llmsTxt } from "#scripts/build/llms-txt.ts";

const entry = (path: string, title: string, section: string, robots = "index,follow"): ManifestEntry =>
  ({
    path,
    title,
    description: `What ${title} is about, in one line.`,
    section,
    robots,
  }) as ManifestEntry;

const manifest = [
  entry("/", "Home", "main"),
  entry("/modules/colors", "Colors [and] Threads", "modules"),
  entry("/login", "Log In", "main", "noindex"),
  entry("/pricing", "Pricing", "main"),
];
const sections = [
  { id: "main", title: "Main Pages" },
  { id: "modules", title: "Modules" },
  { id: "legal", title: "Legal" },
] as const;
const text = llmsTxt({
  siteName: "Tracker",
  summary: "Software for\n garment decorators.",
  siteUrl: "https://www.example.com",
  sections: [...sections],
  manifest,
  spell: (t) => t.replace(/Colors/g, "Colours"),
});
const lines = text.split("\n");

describe("llms.txt", () => {
  it("opens with the site's name as its one h1 and a one-line blockquote summary", () => {
    expect(lines[0]).toBe("# Tracker");
    expect(lines[2]).toBe("> Software for garment decorators.");
    expect(lines.filter((l) => l.startsWith("# "))).toHaveLength(1);
  });

  it("lists every indexable page once, under its section, as a Markdown link with a description", () => {
    const links = lines.filter((l) => l.startsWith("- "));
    expect(links).toHaveLength(3);
    for (const link of links)
      expect(link).toMatch(/^- \[[^\n]+\]\(https:\/\/www\.example\.com\/[^)\s]*\): \S/);
    expect(text).not.toContain("/login");
    expect(lines.filter((l) => l.startsWith("## "))).toEqual(["## Main Pages", "## Modules"]);
    expect(text.indexOf("(https://www.example.com/pricing)")).toBeLessThan(text.indexOf("## Modules"));
  });

  it("writes the domain's absolute URLs and spelling, and escapes brackets in titles", () => {
    expect(text).toContain("- [Home](https://www.example.com/): ");
    expect(text).toContain("- [Colours \\[and\\] Threads](https://www.example.com/modules/colors): ");
    expect(text.endsWith("\n")).toBe(true);
  });
});
