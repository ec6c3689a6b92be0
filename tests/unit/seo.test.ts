import { describe, expect, it } from "vitest";
import { buildMeta } from "../../app/lib/seo.ts";

const site = { siteName: "Tracker", domain: "com" as const, siteUrls: { com: "https://www.tracker-app.com", us: "https://www.tracker-app.us" } };
const find = (tags: ReturnType<typeof buildMeta>, key: string, value: string) => tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("buildMeta", () => {
  const tags = buildMeta(site, { title: "Logos", description: "Every logo with its stitch count.", path: "/modules/logos" });

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
      { tagName: "link", rel: "alternate", hrefLang: "en-GB", href: "https://www.tracker-app.com/modules/logos" },
      { tagName: "link", rel: "alternate", hrefLang: "en-US", href: "https://www.tracker-app.us/modules/logos" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://www.tracker-app.com/modules/logos" },
    ]);
  });

  it("lets a page say noindex, and then offers no alternates", () => {
    const noindex = buildMeta({ ...site, domain: "us" }, { title: "Log in", description: "x", path: "/login", robots: "noindex" });
    expect(find(noindex, "name", "robots")?.content).toBe("noindex");
    expect(find(noindex, "rel", "canonical")?.href).toBe("https://www.tracker-app.us/login");
    expect(noindex.some((t) => (t as Record<string, string>).rel === "alternate")).toBe(false);
  });

  it("gives the home page the origin with its slash", () => {
    const home = buildMeta(site, { title: "Home", description: "x", path: "/" });
    expect(find(home, "rel", "canonical")?.href).toBe("https://www.tracker-app.com/");
  });
});
