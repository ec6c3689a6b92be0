/**
 * The JSON-LD of each page, built in loaders at prerender time from the compiled content, in the
 * build's own spelling and on its own domain. Pages receive it as `schema` in their loader data and
 * the root layout writes it into <head> (components/layout/structured-data.tsx).
 */
import { absoluteUrl, ogImagePath } from "#app/core/seo/index.ts";
import { plainText } from "#app/core/text/index.ts";
import {
  articleSchema,
  breadcrumbSchema,
  faqPageSchema,
  organizationSchema,
  pricingFactsOf,
  productSchema,
  softwareApplicationSchema,
  webSiteSchema,
  type ArticleFacts,
  type JsonLd,
  type PricingFacts,
  type SchemaSite,
} from "#app/core/seo/index.ts";
import { buildDomain, spellForBuild, spellHtmlForBuild } from "./build.server.ts";
import { buildMarket, getData, getManifest } from "./content.server.ts";

function schemaSite(): SchemaSite {
  const site = getData("site");
  const { company, contact } = buildMarket();
  return {
    siteUrl: site.siteUrl[buildDomain()],
    siteName: site.siteName,
    description: spellForBuild(site.business.description.replace(/\s+/g, " ").trim()),
    business: {
      name: company.legalName,
      email: contact.email,
      phone: contact.phone,
      address: company.address,
      ...(company.vatNumber && { vatId: company.vatNumber.replace(/\s+/g, "") }),
    },
    social: site.social,
  };
}

/** The plans with the path of the page that lists them, read from the manifest. */
function pricingFacts(): PricingFacts {
  const path = getManifest().find((m) => m.template === "pricing")!.path;
  return pricingFactsOf(getData("pricing"), path, spellForBuild);
}

/** On every page: the company, the product as software, and the site with its search. */
export function siteWideSchema(): JsonLd[] {
  const site = schemaSite();
  return [organizationSchema(site), softwareApplicationSchema(site, pricingFacts()), webSiteSchema(site)];
}

export function breadcrumbsSchema(crumbs: readonly { title: string; path: string }[]): JsonLd[] {
  return crumbs.length > 1
    ? [
        breadcrumbSchema(
          schemaSite(),
          crumbs.map((c) => ({ ...c, title: spellForBuild(c.title) })),
        ),
      ]
    : [];
}

export function pricingSchema(): JsonLd {
  const site = schemaSite();
  const pricing = pricingFacts();
  return productSchema(site, pricing, absoluteUrl(site.siteUrl, ogImagePath(pricing.path)));
}

/** FAQPage data for questions with Markdown answers, in the build's spelling. */
function questionsSchema(questions: readonly { question: string; answer: string }[]): JsonLd {
  return faqPageSchema(
    questions.map(({ question, answer }) => ({
      question: spellForBuild(question),
      answerHtml: spellHtmlForBuild(answer),
    })),
  );
}

/** /faq's questions; answers as plain text (links and emphasis dropped), as FAQ rich results prefer. */
export function faqSchema(): JsonLd {
  return faqPageSchema(
    getData("faq").questions.map(({ question, answer }) => ({
      question: spellForBuild(question),
      answerHtml: plainText(spellHtmlForBuild(answer)),
    })),
  );
}

/** /pricing's billing questions. */
export function pricingFaqSchema(): JsonLd {
  return questionsSchema(getData("pricing").faq);
}

export function blogPostSchema(post: ArticleFacts): JsonLd {
  return articleSchema(schemaSite(), {
    ...post,
    title: spellForBuild(post.title),
    description: spellForBuild(post.description),
  });
}
