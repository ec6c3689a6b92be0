/**
 * JSON-LD for search engines, one builder per structured data type the site publishes, typed with schema-dts.
 * Loaders call these at build time and pass the objects to the page as `schema`; nothing here runs
 * in the browser. Each builder's output is checked against Google's required fields in
 * tests/unit/structured-data.test.ts.
 */
import type {
  Answer,
  Article,
  BreadcrumbList,
  FAQPage,
  ListItem,
  Offer,
  Organization,
  Product,
  Question,
  SoftwareApplication,
  WebSite,
  WithContext,
} from "schema-dts";
import { absoluteUrl } from "./seo.ts";
import { SITEMAP_PAGE_PATH } from "#app/core/site/index.ts";

export type JsonLd = WithContext<
  Organization | SoftwareApplication | WebSite | BreadcrumbList | Product | FAQPage | Article
>;

/** What the builders need to know about the site, for one domain build. */
export type SchemaSite = {
  siteUrl: string;
  siteName: string;
  /** One-line description of the product (the business description in site.yaml). */
  description: string;
  /** This domain's company (markets.yaml): the .com site's UK one, the .us site's US one. */
  business: { name: string; email: string; phone: string; address: string; vatId?: string };
  social: Record<string, string>;
};

const organizationId = (site: SchemaSite) => `${site.siteUrl}/#organization`;
const logoUrl = (site: SchemaSite) => absoluteUrl(site.siteUrl, "/favicon.svg");

/** The company behind the site; other objects point at it by @id. */
export function organizationSchema(site: SchemaSite): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.business.name,
    url: `${site.siteUrl}/`,
    logo: logoUrl(site),
    email: site.business.email,
    telephone: site.business.phone,
    address: site.business.address,
    ...(site.business.vatId && { vatID: site.business.vatId }),
    sameAs: Object.values(site.social),
  };
}

type Plan = { name: string; price: number; description: string };
/** The plans, and the path of the page that lists them (the manifest's pricing page). */
export type PricingFacts = { currency: string; plans: Plan[]; path: string };

/**
 * One market's compiled pricing (each price already in its own currency, content/pricing.yaml) as
 * the builders take it, with each plan's description in the build's spelling.
 */
export function pricingFactsOf(
  pricing: { money: { code: string }; plans: readonly Plan[] },
  path: string,
  spell: (text: string) => string,
): PricingFacts {
  return {
    currency: pricing.money.code,
    path,
    plans: pricing.plans.map((p) => ({ name: p.name, price: p.price, description: spell(p.description) })),
  };
}

const planOffer = (site: SchemaSite, pricing: PricingFacts, plan: Plan): Offer => ({
  "@type": "Offer",
  name: plan.name,
  description: plan.description,
  price: plan.price,
  priceCurrency: pricing.currency,
  url: absoluteUrl(site.siteUrl, pricing.path),
  availability: "https://schema.org/InStock",
});

/**
 * The product as software. Google's software-app rich result also wants a rating; the site has no
 * rating data, and one is never invented, so this object describes the app for the knowledge graph.
 */
export function softwareApplicationSchema(
  site: SchemaSite,
  pricing: PricingFacts,
): WithContext<SoftwareApplication> {
  const cheapest = pricing.plans.reduce((low, plan) => (plan.price < low.price ? plan : low));
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.siteName,
    description: site.description,
    url: `${site.siteUrl}/`,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web browser",
    offers: planOffer(site, pricing, cheapest),
    publisher: { "@id": organizationId(site) },
  };
}

/** The site, with a search box in results that opens the sitemap page's search. */
export function webSiteSchema(site: SchemaSite): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.siteName,
    url: `${site.siteUrl}/`,
    publisher: { "@id": organizationId(site) },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(site.siteUrl, SITEMAP_PAGE_PATH)}?q={search_term_string}`,
      },
      // schema-dts has no name for Google's "query-input" shorthand.
      ...({ "query-input": "required name=search_term_string" } as object),
    },
  };
}

/** Home, then each ancestor, then the page: every page below home carries one. */
export function breadcrumbSchema(
  site: SchemaSite,
  crumbs: readonly { title: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(site.siteUrl, crumb.path),
    })),
  };
}

/** /pricing: the product with every plan as an offer, summed up as one price range. */
export function productSchema(site: SchemaSite, pricing: PricingFacts, image: string): WithContext<Product> {
  const prices = pricing.plans.map((p) => p.price);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: site.siteName,
    description: site.description,
    image,
    brand: { "@type": "Brand", name: site.siteName },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: pricing.currency,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: pricing.plans.length,
      offers: pricing.plans.map((plan) => planOffer(site, pricing, plan)),
    },
  };
}

/** /faq: every question with its answer (Google allows simple HTML in answers). */
export function faqPageSchema(
  items: readonly { question: string; answerHtml: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answerHtml }): Question => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answerHtml } satisfies Answer,
    })),
  };
}

export type ArticleFacts = {
  path: string;
  title: string;
  description: string;
  image: string;
  author: string;
  date: string;
  tags: readonly string[];
};

/** A blog post. */
export function articleSchema(site: SchemaSite, post: ArticleFacts): WithContext<Article> {
  const url = absoluteUrl(site.siteUrl, post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: [post.image.startsWith("http") ? post.image : absoluteUrl(site.siteUrl, post.image)],
    author: { "@type": "Person", name: post.author },
    datePublished: post.date,
    keywords: post.tags.join(", "),
    publisher: { "@id": organizationId(site) },
    mainEntityOfPage: url,
    url,
  };
}
