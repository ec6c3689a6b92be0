import { describe, expect, it } from "vitest";
import { buildMeta } from "#app/core/seo/index.ts";

const site = {
  siteName: "Tracker",
  domain: "com" as const,
  siteUrls: { com: "https://www.tracker-app.com", us: "https://www.tracker-app.us" },
};
const find = (tags: ReturnType<typeof buildMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("buildMeta", () => {
  const tags = buildMeta(site, {
    title: "Logos",
    description: "Every logo with its stitch count.",
    path: "/modules/logos",
  });

  it("titles the page with the site name", () => {
    expect(tags).toContainEqual({ title: "Logos | Tracker" });
  });

  it("defaults robots to index,follow and makes canonical and og:url absolute on the build's domain", () => {
    expect(find(tags, "name", "robots")?.content).toBe("index,follow");
    expect(find(tags, "rel", "canonical")?.href).toBe("https://www.tracker-app.com/modules/logos");
    expect(find(tags, "property", "og:url")?.content).toBe("https://www.tracker-app.com/modules/logos");
  });

  it("links the twin page on the other domain with hreflang", () => {
    const alternates = tags.filter((t) => (t as Record<string, string>).rel === "alternate");
    expect(alternates).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en-GB",
        href: "https://www.tracker-app.com/modules/logos",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en-US",
        href: "https://www.tracker-app.us/modules/logos",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://www.tracker-app.com/modules/logos",
      },
    ]);
  });

  it("lets a page say noindex, and then offers no alternates", () => {
    const noindex = buildMeta(
      { ...site, domain: "us" },
      { title: "Log in", description: "x", path: "/login", robots: "noindex" },
    );
    expect(find(noindex, "name", "robots")?.content).toBe("noindex");
    expect(find(noindex, "rel", "canonical")?.href).toBe("https://www.tracker-app.us/login");
    expect(noindex.some((t) => (t as Record<string, string>).rel === "alternate")).toBe(false);
  });

  it("gives the home page the origin with its slash", () => {
    const home = buildMeta(site, { title: "Home", description: "x", path: "/" });
    expect(find(home, "rel", "canonical")?.href).toBe("https://www.tracker-app.com/");
  });
});

describe("buildMeta merge rules", () => {
  const page = { title: "Logos", description: "Every logo with its stitch count.", path: "/modules/logos" };

  it("gives every page its generated 1200×630 card, on the build's domain, unless the page names one", () => {
    const tags = buildMeta(site, page);
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://www.tracker-app.com/og/modules/logos.png",
    );
    expect(find(tags, "name", "twitter:image")?.content).toBe(
      "https://www.tracker-app.com/og/modules/logos.png",
    );
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(buildMeta(site, { ...page, path: "/" }), "property", "og:image")?.content).toBe(
      "https://www.tracker-app.com/og/index.png",
    );
    expect(
      find(buildMeta(site, { ...page, ogImage: "https://cdn.example.com/card.png" }), "property", "og:image")
        ?.content,
    ).toBe("https://cdn.example.com/card.png");
  });

  it("lets the page set og:type, keywords and pagination, and leaves them out when it does not", () => {
    const plain = buildMeta(site, page);
    expect(find(plain, "property", "og:type")?.content).toBe("website");
    expect(find(plain, "name", "keywords")).toBeUndefined();
    expect(plain.some((t) => ["prev", "next"].includes((t as Record<string, string>).rel))).toBe(false);

    const article = buildMeta(site, {
      ...page,
      ogType: "article",
      keywords: ["embroidery", "DTG"],
      pagination: { prev: "/documentation/a", next: "/documentation/c" },
    });
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "name", "keywords")?.content).toBe("embroidery, DTG");
    expect(find(article, "rel", "prev")?.href).toBe("https://www.tracker-app.com/documentation/a");
    expect(find(article, "rel", "next")?.href).toBe("https://www.tracker-app.com/documentation/c");
    expect(find(buildMeta(site, { ...page, pagination: { next: "/x" } }), "rel", "prev")).toBeUndefined();
  });

  it("writes a verification tag only for each token that is set", () => {
    expect(
      buildMeta(site, page).some((t) => "name" in t && /verif|msvalidate|domain_verify/.test(String(t.name))),
    ).toBe(false);
    const tags = buildMeta(
      { ...site, verification: { google: "g-token", bing: "", pinterest: "p-token" } },
      page,
    );
    expect(find(tags, "name", "google-site-verification")?.content).toBe("g-token");
    expect(find(tags, "name", "p:domain_verify")?.content).toBe("p-token");
    expect(find(tags, "name", "msvalidate.01")).toBeUndefined();
    expect(find(tags, "name", "yandex-verification")).toBeUndefined();
  });

  it("links the site's feed from every page when the site has one", () => {
    const tags = buildMeta({ ...site, feed: { title: "Tracker blog", href: "/blog/feed.xml" } }, page);
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Tracker blog",
      href: "https://www.tracker-app.com/blog/feed.xml",
    });
  });

  it("keeps one of each tag a page must have only once", () => {
    const tags = buildMeta(
      { ...site, feed: { title: "Feed", href: "/blog/feed.xml" } },
      { ...page, keywords: ["a"], ogType: "article" },
    );
    for (const [key, value] of [
      ["property", "og:title"],
      ["property", "og:image"],
      ["name", "description"],
      ["name", "robots"],
      ["rel", "canonical"],
    ]) {
      expect(
        tags.filter((t) => (t as Record<string, unknown>)[key!] === value),
        value,
      ).toHaveLength(1);
    }
    expect(tags.filter((t) => "title" in t && !("tagName" in t))).toHaveLength(1);
  });
});
