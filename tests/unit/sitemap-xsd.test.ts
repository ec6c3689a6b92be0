import { describe, expect, it } from "vitest";
import { sitemapXsdProblems } from "#scripts/check/sitemap/validate.ts";

const sitemap = (url: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>${url}</url>
</urlset>
`;
const VALID_URL =
  "<loc>https://www.example.com/pricing</loc><lastmod>2024-05-01</lastmod><changefreq>monthly</changefreq><priority>0.8</priority>";

describe("sitemap.xml against the vendored sitemaps.org XSD", () => {
  it("accepts a valid sitemap", async () => {
    expect(await sitemapXsdProblems(sitemap(VALID_URL))).toEqual([]);
  });

  it("refuses a priority above 1.0, naming the element and the limit", async () => {
    const problems = await sitemapXsdProblems(sitemap(VALID_URL.replace("0.8", "2")));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^line 3: .*'priority'.*'2' is greater than the maximum value allowed \('1\.0'\)/,
    );
  });

  it("refuses a URL without its <loc>, naming the element expected", async () => {
    const problems = await sitemapXsdProblems(sitemap(VALID_URL.replace(/<loc>.*<\/loc>/, "")));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line 3: .*'lastmod': This element is not expected\. Expected is \( loc \)/);
  });

  it("refuses a change frequency the protocol does not have", async () => {
    const problems = await sitemapXsdProblems(sitemap(VALID_URL.replace("monthly", "fortnightly")));
    expect(problems.join("\n")).toContain("'fortnightly'");
  });

  it("refuses a file that is not well-formed XML", async () => {
    const problems = await sitemapXsdProblems(sitemap(VALID_URL).replace("</urlset>", ""));
    expect(problems.join("\n")).toContain("Premature end of data in tag urlset");
  });
});
