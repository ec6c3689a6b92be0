import { beforeAll, describe, expect, it } from "vitest";
import { serializeJsonLd } from "#app/core/seo/index.ts";
import {
  articleSchema,
  breadcrumbSchema,
  faqPageSchema,
  organizationSchema,
  pricingFactsOf,
  productSchema,
  softwareApplicationSchema,
  webSiteSchema,
  type SchemaSite,
} from "#app/core/seo/index.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { DOMAINS, type SiteDomain } from "#app/core/locale/index.ts";
import { compileContent, type CompileResult } from "#scripts/content/compile.ts";
import { FIXTURE_SITE } from "./fixture-tree.ts";

/**
 * Each builder over the fixture site's content, checked against the properties Google's rich-result
 * documentation marks required (and the recommended ones the content can honestly fill).
 */
let compiled: CompileResult;
let site: SchemaSite;
const SITE = "https://www.stitchboard.test";
beforeAll(async () => {
  compiled = await compileContent(FIXTURE_SITE);
  const s = compiled.content.us.data.site;
  site = {
    siteUrl: s.siteUrl.com,
    siteName: s.siteName,
    description: s.business.description,
    business: {
      name: "Stitchboard Test Inc.",
      email: "us@stitchboard.test",
      phone: "+1 512 555 0100",
      address: "1 Test Ave, Austin, TX 78701, United States",
    },
    social: s.social,
  };
});

/** The fixture's plans as the loader hands them to the builders: by default the .us market's, in dollars. */
const pricingFacts = (market: SiteDomain = "us") =>
  pricingFactsOf(compiled.content[market].data.pricing, "/pricing", (text) => text);

/** Each plan's price as pricing.yaml writes it in one currency, read from the file itself. */
function writtenPrices(code: string): number[] {
  const source = parse(readFileSync(join(FIXTURE_SITE, "content/pricing.yaml"), "utf8")) as {
    plans: { price: Record<string, number> }[];
  };
  return source.plans.map((plan) => plan.price[code]!);
}

type Json = Record<string, unknown>;
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Json;
const isAbsolute = (url: unknown) => typeof url === "string" && /^https:\/\/[^/]+/.test(url);

describe("JSON-LD builders", () => {
  it("Organization: name, url and logo on the site, contact details and social profiles", async () => {
    const org = json(organizationSchema(site));
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.business.name,
      url: `${SITE}/`,
    });
    expect(isAbsolute(org.logo)).toBe(true);
    expect(org.email).toBe(site.business.email);
    expect(org.sameAs).toEqual(Object.values(site.social));
  });

  it("SoftwareApplication: name and an offer with price and currency; no rating is invented", async () => {
    const app = json(softwareApplicationSchema(site, pricingFacts()));
    expect(app).toMatchObject({
      "@type": "SoftwareApplication",
      name: site.siteName,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web browser",
    });
    expect(app.offers).toMatchObject({ "@type": "Offer", price: 99, priceCurrency: "USD" });
    expect(app).not.toHaveProperty("aggregateRating");
    expect(app).not.toHaveProperty("review");
  });

  it("WebSite: a SearchAction whose target is the sitemap page's search", async () => {
    const webSite = json(webSiteSchema(site));
    expect(webSite).toMatchObject({ "@type": "WebSite", url: `${SITE}/` });
    const action = webSite.potentialAction as Json;
    expect(action["@type"]).toBe("SearchAction");
    expect((action.target as Json).urlTemplate).toBe(`${SITE}/sitemap?q={search_term_string}`);
    expect(action["query-input"]).toBe("required name=search_term_string");
  });

  it("BreadcrumbList: positions from 1, each with a name and an absolute URL", async () => {
    const list = json(
      breadcrumbSchema(site, [
        { title: "Home", path: "/" },
        { title: "Modules", path: "/modules" },
        { title: "Logos", path: "/modules/logos" },
      ]),
    );
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Modules", item: `${SITE}/modules` },
      { "@type": "ListItem", position: 3, name: "Logos", item: `${SITE}/modules/logos` },
    ]);
  });

  it("Product on /pricing: an AggregateOffer from the lowest to the highest price, one offer per plan", async () => {
    // The fixture's plans cost 99, 200 and 499 USD.
    const product = json(productSchema(site, pricingFacts(), `${SITE}/og/pricing.png`));
    expect(product).toMatchObject({
      "@type": "Product",
      name: site.siteName,
      image: `${SITE}/og/pricing.png`,
    });
    const offers = product.offers as Json;
    expect(offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 99,
      highPrice: 499,
      priceCurrency: "USD",
      offerCount: 3,
    });
    const each = offers.offers as Json[];
    expect(each).toHaveLength(3);
    for (const offer of each) {
      expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
      expect(typeof offer.price).toBe("number");
      expect(offer.url).toBe(`${SITE}/pricing`);
    }
    expect(each.map((o) => o.name)).toEqual(compiled.content.us.data.pricing.plans.map((p) => p.name));
  });

  it.each(DOMAINS)(
    "Product and SoftwareApplication on .%s: the market's own currency and the prices written in it",
    (market) => {
      const { code } = compiled.content[market].data.markets[market].currency;
      const written = writtenPrices(code);
      const offers = json(productSchema(site, pricingFacts(market), `${SITE}/og/pricing.png`)).offers as Json;
      expect(offers).toMatchObject({
        priceCurrency: code,
        lowPrice: Math.min(...written),
        highPrice: Math.max(...written),
        offerCount: written.length,
      });
      expect((offers.offers as Json[]).map((o) => [o.price, o.priceCurrency])).toEqual(
        written.map((price) => [price, code]),
      );
      const app = json(softwareApplicationSchema(site, pricingFacts(market)));
      expect(app.offers).toMatchObject({ price: Math.min(...written), priceCurrency: code });
    },
  );

  it("FAQPage on /faq: every question with its accepted answer", async () => {
    const items = compiled.content.us.data.faq.questions.map((q) => ({
      question: q.question,
      answerHtml: q.answer,
    }));
    const faq = json(faqPageSchema(items));
    const questions = faq.mainEntity as Json[];
    expect(questions.map((q) => q.name)).toEqual(items.map((q) => q.question));
    // Answers are HTML by now: the compile step rendered the Markdown and its links.
    expect(String(((questions[0] as Json).acceptedAnswer as Json).text)).toContain(
      '<a href="/documentation/',
    );
    for (const q of questions) {
      expect(q["@type"]).toBe("Question");
      expect(String(q.name).length).toBeGreaterThan(5);
      expect(q.acceptedAnswer).toMatchObject({ "@type": "Answer" });
      expect(String((q.acceptedAnswer as Json).text).length).toBeGreaterThan(10);
    }
  });

  it("Article on each blog post: headline, description, image, author, datePublished and tags", async () => {
    for (const { path, data: post } of compiled.content.us.collections.blog) {
      const article = json(articleSchema(site, { path, ...post }));
      expect(article["@type"]).toBe("BlogPosting");
      expect(article.headline).toBe(post.title);
      expect(String(article.headline).length).toBeLessThanOrEqual(110);
      expect(article.description).toBe(post.description);
      expect((article.image as string[]).every(isAbsolute)).toBe(true);
      expect(article.author).toEqual({ "@type": "Person", name: post.author });
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.keywords).toBe(post.tags.join(", "));
      expect(article.mainEntityOfPage).toBe(`${SITE}${path}`);
    }
  });
});

describe("serializeJsonLd", () => {
  it("cannot be closed or commented out by content, and still parses to the same data", async () => {
    const data = {
      name: "</script><script>alert(1)</script>",
      text: "<!-- a & b > c -->",
      line: "one\u2028two\u2029three",
    };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain("<!--");
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(data);
  });

  it("leaves ordinary text as it is", async () => {
    expect(serializeJsonLd({ name: "Tracker", price: 99 })).toBe('{"name":"Tracker","price":99}');
  });
});
