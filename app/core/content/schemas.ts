/**
 * One zod schema per content collection. Writers: each field's comment says what goes there.
 * The app's types are inferred from these schemas (see the `export type` lines), never written twice.
 * zod is build-time only: the app imports types from this file, never values.
 */
import { z } from "zod";
import {
  COMPANY_SIZES,
  CONTACT_TOPICS,
  DECORATION_TYPES,
  DEMO_DAYS,
  DEMO_TIMES,
  LEAD_ERROR_CODES,
  REQUEST_KINDS,
  type LeadErrorCode,
} from "../leads.ts";
import { ANALYTICS_ID } from "../analytics-id.ts";
import { INTEGRATION_KINDS, MODULE_CATEGORIES, SYNC_DIRECTIONS, type IntegrationKind } from "../taxonomy.ts";
import {
  absoluteUrl as url,
  assetPath,
  description,
  icon,
  isoDate,
  markdown,
  mediaUrl,
  optionalToken,
  pageTitle,
  reference,
  shortText,
  sitePath,
  text,
} from "./fields.ts";

export type { IconName } from "./icons.ts";

export { MODULE_CATEGORIES, INTEGRATION_KINDS, SYNC_DIRECTIONS, type IntegrationKind };

/** Sitemap sections, in the order the sitemap page lists them. */
export const SECTION_IDS = [
  "main",
  "industries",
  "modules",
  "resources",
  "case-studies",
  "blog",
  "documentation",
  "legal",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const CHANGEFREQS = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;

/** Sitemap fields any page may override; otherwise its section's defaults apply. */
const sitemapOverrides = {
  /** 0.0-1.0; leave out to use the section's priority. */
  priority: z.number().min(0).max(1).optional(),
  changefreq: z.enum(CHANGEFREQS).optional(),
  /** Last real change, YYYY-MM-DD; leave out to use the site's `contentUpdated` date. */
  updated: isoDate.optional(),
};

// ---------- settings ----------

const office = z.strictObject({
  name: shortText(40),
  address: text,
  phone: text,
  email: z.email({ message: "must be an email address" }),
  hours: text,
});
/** A leads endpoint: a path on this site (/api/leads/{form}) or an https URL. */
const leadsEndpoint = z
  .string()
  .regex(/^(\/|https:\/\/)[^\s"'<>]*$/, "must be a path like /api/leads/{form} or an https:// URL");

export const siteSchema = z.strictObject({
  /** The product's name, used in every <title>, on every social card and in structured data. */
  siteName: shortText(30),
  /** Absolute base URL of each domain build, no trailing slash. */
  siteUrl: z.strictObject({ com: url, us: url }),
  /** Date main pages were last updated (sitemap lastmod default). */
  contentUpdated: isoDate,
  /** The blog's RSS feed: its name in feed readers and a line about it. */
  feed: z.strictObject({ title: text, description: text }),
  /** Google Analytics 4 measurement id (G-XXXXXXX); empty means no analytics, no banner, no request. */
  analyticsId: optionalToken.refine(
    (v) => v === undefined || ANALYTICS_ID.test(v),
    "must be a GA4 measurement id like G-ABC123XYZ",
  ),
  /** Search-engine verification tokens; empty ones emit no tag. */
  verification: z.strictObject({
    google: optionalToken,
    bing: optionalToken,
    yandex: optionalToken,
    pinterest: optionalToken,
  }),
  business: z.strictObject({
    name: text,
    /** The footer's business description. */
    description: text,
    phone: text,
    email: z.email({ message: "must be an email address" }),
    registrationNumber: text,
    vatNumber: text,
    address: text,
    copyrightYear: z.number().int().min(2000).max(2100),
  }),
  social: z.strictObject({ twitter: url, linkedin: url, facebook: url }),
  /** The application customers sign in to. */
  app: z.strictObject({ url, resetPasswordUrl: url }),
  forms: z.strictObject({
    /** Where the forms post ({form}: get-started or contact): a path on this site or an https URL; empty: e-mail instead. */
    endpoint: optionalToken.pipe(z.union([leadsEndpoint, z.undefined()])),
    /** Where the e-mail fallback goes, and the address offered when sending fails. */
    salesEmail: z.email({ message: "must be an email address" }),
  }),
  /** The office each domain shows on /contact. */
  offices: z.strictObject({ com: office, us: office }),
  /** Where this site's source lives: each docs page's "Edit this page" link opens its file there. */
  repository: z.strictObject({
    /** The repository's web address, no trailing slash, e.g. https://github.com/tracker-app/website */
    url: url.refine((v) => !v.endsWith("/"), "must not end with a slash"),
    /** The branch writers edit, e.g. main. */
    branch: z.string().regex(/^[A-Za-z0-9._/-]+$/, "must be a branch name like main"),
  }),
  /** /.well-known/security.txt (RFC 9116), written by the build. */
  security: z.strictObject({
    /** How to report a vulnerability: mailto: or https: URLs, the preferred first. */
    contacts: z
      .array(z.string().regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https:// URL"))
      .min(1),
    /** The disclosure policy, a page of this site. */
    policy: sitePath,
    /** Languages reports may be written in, as language tags: en, de. */
    preferredLanguages: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, "must be a language tag like en"))
      .min(1),
    /** The file's Expires is the build's date plus this many days; RFC 9116 advises under a year. */
    validForDays: z.number().int().min(1).max(365),
  }),
});
export type SiteSettings = z.infer<typeof siteSchema>;

export const sectionsSchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        id: z.enum(SECTION_IDS),
        /** Also the label on the social card of every page in the section. */
        title: shortText(40),
        description: text,
        icon,
        priority: z.number().min(0).max(1),
        changefreq: z.enum(CHANGEFREQS),
      }),
    )
    .length(SECTION_IDS.length, `must list all ${SECTION_IDS.length} sections`),
});
export type Section = z.infer<typeof sectionsSchema>["sections"][number];

// ---------- Markdown collections (frontmatter; the body is rendered separately) ----------

const pageBase = {
  title: pageTitle,
  description,
  /** URL name; leave out to use the file name (useful for dated file names). */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
    .optional(),
  ...sitemapOverrides,
};

/** A customer's words, with who said them. */
const quote = z.strictObject({ text, person: text, role: text, company: text });

/**
 * Proof on a module or industry page: a case study (its headline result and quote show) or a
 * customer's quote. Exactly one of the two.
 */
const proof = z
  .strictObject({ caseStudy: reference("caseStudies").optional(), quote: quote.optional() })
  .refine((p) => (p.caseStudy === undefined) !== (p.quote === undefined), {
    message: "needs either a caseStudy or a quote, not both",
  });

/** A titled point: a benefit or a step of "how it works". */
const point = z.strictObject({ title: shortText(60), text });

export const moduleSchema = z.strictObject({
  ...pageBase,
  icon,
  category: z.enum(MODULE_CATEGORIES),
  /** Position in lists, 1 first. */
  order: z.number().int().positive(),
  /** Card blurb for menus and module grids, one short sentence. */
  summary: text,
  /**
   * The module's screen (scripts/images/screens/<file name>.ts draws it): what it shows, for
   * people who cannot see it. Say what is on the screen, not what the module is.
   */
  screenAlt: text,
  /** Why a shop wants it: three short benefits. */
  benefits: z.array(point).length(3, "needs exactly 3 benefits"),
  /** How it works, in order: three or four steps. */
  steps: z.array(point).min(3, "needs at least 3 steps").max(4, "needs at most 4 steps"),
  /** Modules worth reading next, by file name: two or three. */
  related: z.array(reference("modules")).min(2).max(3),
  proof,
});

export const industrySchema = z.strictObject({
  ...pageBase,
  icon,
  order: z.number().int().positive(),
  summary: text,
  /** The shop's pains, each matched to the module that solves it and how. */
  pains: z
    .array(z.strictObject({ pain: text, module: reference("modules"), solution: text }))
    .min(3, "needs at least 3 pains")
    .max(6, "needs at most 6 pains"),
  /** The figures that matter to this trade, as Tracker customers in it report them. */
  figures: z
    .array(z.strictObject({ value: shortText(12), label: text }))
    .length(3, "needs exactly 3 figures"),
  proof,
});

export const caseStudySchema = z.strictObject({
  ...pageBase,
  company: text,
  /** The industry page this customer belongs to: a file name in content/industries/. */
  industry: reference("industries"),
  location: text,
  order: z.number().int().positive(),
  summary: text,
  /** The modules the customer runs, by file name. */
  modules: z.array(reference("modules")).min(1),
  /** How long from signing up to running the shop on Tracker, e.g. "6 weeks". */
  liveIn: shortText(20),
  /** Results as figures; the first is the headline on the case-study cards. */
  results: z
    .array(z.strictObject({ value: shortText(12), label: text }))
    .min(1)
    .max(4),
  quote: z.strictObject({ text, person: text, role: text }),
});

export const integrationSchema = z.strictObject({
  ...pageBase,
  /** The partner's name, shown as text (never their logo artwork). */
  partner: shortText(40),
  kind: z.enum(INTEGRATION_KINDS),
  order: z.number().int().positive(),
  summary: text,
  /** What moves between the partner and Tracker, and which way. */
  syncs: z
    .array(z.strictObject({ data: shortText(60), direction: z.enum(SYNC_DIRECTIONS), detail: text }))
    .min(1),
  /** Setting it up, step by step. */
  setup: z.array(text).min(2, "needs at least 2 steps"),
  /** The documentation page that covers it in full. */
  docs: sitePath,
});

export const blogPostSchema = z.strictObject({
  ...pageBase,
  date: isoDate,
  /** The writer: a file name in content/authors/, e.g. sarah-whitfield. */
  author: reference("authors"),
  /** File names in content/tags/; each tag has a page listing its posts. */
  tags: z.array(reference("tags")).min(1, "needs at least one tag"),
  /** Cover picture, a file under public/, e.g. /images/blog/my-post.svg */
  image: assetPath,
});

/** A blog author (content/authors/<slug>.yaml): the page listing their posts and the bio under each post. */
export const authorSchema = z.strictObject({
  ...pageBase,
  name: shortText(40),
  /** Shown under the name: their job or what they know. */
  role: shortText(60),
  /** Two or three sentences, shown at the end of each of their posts. */
  bio: text,
});

/** A blog tag (content/tags/<slug>.yaml): the page listing its posts; `label` is the tag's chip. */
export const tagSchema = z.strictObject({ ...pageBase, label: shortText(30) });

export const docsCategorySchema = z.strictObject({ ...pageBase, icon, order: z.number().int().positive() });
export const docsPageSchema = z.strictObject({ ...pageBase, order: z.number().int().positive() });

export const plainPageSchema = z.strictObject({
  ...pageBase,
  /** Which sitemap section lists the page. */
  section: z.enum(["main", "resources", "legal"]),
  /** `noindex` keeps the page out of search engines and sitemap.xml. */
  robots: z.enum(["index,follow", "noindex"]).default("index,follow"),
  /** On an index page: cards per page; more entries continue on /<page>/page/2 and so on. */
  pageSize: z.number().int().min(1).max(60).optional(),
});

// ---------- YAML collections ----------

const cta = z.strictObject({ id: text, label: text, href: sitePath });
/** A text link to a page; the build checks the page exists. */
const pageLink = z.strictObject({ label: text, href: sitePath });
const iconItem = z.strictObject({ title: text, description: text, icon });

export const homeSchema = z.strictObject({
  title: pageTitle,
  description,
  ...sitemapOverrides,
  hero: z.strictObject({
    headline: text,
    tagline: text,
    description: text,
    trustBadges: z.array(text).length(2),
    trustedBy: text,
    /** Customers named under "Trusted by…", as plain text. */
    customers: z.array(shortText(40)).min(3),
    decorativeBadges: z.array(text).length(3),
    /** Screen-reader text while the dashboard picture loads. */
    imageLoading: text,
    imageAlt: text,
    ctas: z.array(cta).length(2),
  }),
  conveyor: z.strictObject({
    label: text,
    boxes: z.array(text).min(3),
    /** What the animation at the end of the belt shows, for screen readers. */
    finishedLabel: text,
  }),
  features: z.strictObject({ heading: text, intro: text, items: z.array(iconItem).min(3) }),
  modules: z.strictObject({ heading: text, intro: text, viewAll: pageLink }),
  workflow: z.strictObject({
    heading: text,
    intro: text,
    steps: z.array(iconItem).length(4),
    /** What the workflow animation shows, for screen readers. */
    animationLabel: text,
  }),
  results: z.strictObject({
    heading: text,
    intro: text,
    stats: z.array(z.strictObject({ value: text, label: text })).min(1),
    caseStudiesLink: pageLink,
    /** Label of a testimonial's play button; {company} is filled in. */
    playVideo: text,
    closeVideo: text,
    testimonials: z
      .array(
        z.strictObject({
          company: text,
          quote: text,
          person: text,
          role: text,
          /** A file under public/ (/videos/x.mp4) or an absolute https URL. */
          videoUrl: mediaUrl,
          thumbnailUrl: assetPath,
        }),
      )
      .length(2),
  }),
  /** The partners come from content/integrations/, grouped by kind (ui.yaml `integrations.kinds`). */
  integrations: z.strictObject({ heading: text, intro: text, link: pageLink }),
  about: z.strictObject({
    heading: text,
    text,
    learnMore: pageLink,
    /** Hidden words read after the link text, so "Learn More" says what it leads to. */
    learnMoreContext: text,
  }),
  closing: z.strictObject({ heading: text, text, ctas: z.array(cta).min(1) }),
  mobileWelcome: z.strictObject({ title: text, description: text }),
});
export type HomeContent = z.infer<typeof homeSchema>;

/** A price in US dollars, to the cent: 99, 82.5, 15.99. */
const dollars = z
  .number()
  .nonnegative()
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: "must be a price in whole cents, like 99 or 14.50",
  });
const planId = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase id like growth");
/** A cell of the comparison table: included or not, or a short text such as "3" or "1 hour". */
const comparisonValue = z.union([z.boolean(), shortText(40), z.number().transform(String)]);

export const pricingSchema = z
  .strictObject({
    currency: z.literal("USD"),
    period: z.enum(["month", "year"]),
    /** Months charged for a year on annual billing: 10 gives two months free. */
    annualMonthsCharged: z.number().int().min(1).max(12),
    plans: z
      .array(
        z.strictObject({
          /** The plan in URLs (/get-started?plan=growth) and in the comparison table. */
          id: planId,
          name: shortText(30),
          /** Dollars a month on monthly billing. */
          price: dollars.refine((v) => v > 0, "must be more than 0"),
          includedUsers: z.number().int().min(1),
          /** Dollars a month for each user beyond the included ones. */
          extraUserPrice: dollars,
          maxUsers: z.number().int().min(1),
          description: text,
          features: z.array(text).min(1),
          cta: z.strictObject({
            label: shortText(40),
            /** What /get-started opens with when the button leads there. */
            request: z.enum(REQUEST_KINDS).default("trial"),
          }),
          /** An https checkout page for the plan; empty sends the button to /get-started. */
          checkoutUrl: optionalToken.pipe(url.optional()),
          highlighted: z.boolean().default(false),
        }),
      )
      .length(3, "must list exactly 3 plans"),
    addOns: z.array(
      z.strictObject({
        id: planId,
        name: shortText(40),
        description: text,
        /** Dollars a month for each unit. */
        price: dollars,
        /** What one unit is: "per site", "per 1,000 messages". */
        unit: shortText(30),
        /** The most units the estimator offers. */
        max: z.number().int().min(1).max(1000),
        /** The plans the add-on can be bought on, by id. */
        plans: z.array(planId).min(1),
      }),
    ),
    /** The comparison table, by area of the shop; each row a module (linked) or a feature. */
    comparison: z
      .array(
        z.strictObject({
          group: shortText(40),
          rows: z
            .array(
              z.union([
                z.strictObject({ module: reference("modules"), values: z.record(planId, comparisonValue) }),
                z.strictObject({
                  feature: shortText(80),
                  /** The integrations this row covers, by file name: their pages show its plans. */
                  integrations: z.array(reference("integrations")).min(1).optional(),
                  values: z.record(planId, comparisonValue),
                }),
              ]),
            )
            .min(1),
        }),
      )
      .min(1),
    /** The billing questions under the prices; also the page's FAQPage structured data. */
    faq: z.array(z.strictObject({ question: text, answer: markdown })).min(1),
    notes: z.array(text).default([]),
    labels: z.strictObject({
      perMonth: text,
      mostPopular: text,
      billing: z.strictObject({ legend: text, monthly: text, annual: text, annualSaving: text }),
      /** {total}: the year's price. */
      billedAnnually: text,
      billedMonthly: text,
      /** {amount}: the saving of annual billing. */
      saving: text,
      /** {count}: users included. */
      includedUsers: text,
      /** {price}: an extra user's monthly price; {max}: the plan's most users. */
      extraUser: text,
      unlocks: text,
      /** Read after a plan button's label by screen readers: {plan}, the plan's name. */
      planContext: text,
      compare: z.strictObject({
        heading: text,
        intro: text,
        feature: text,
        included: text,
        notIncluded: text,
        showPlan: text,
      }),
      addOns: z.strictObject({ heading: text, intro: text, price: text, availableOn: text }),
      estimator: z.strictObject({
        heading: text,
        intro: text,
        plan: text,
        users: text,
        usersHint: text,
        addOnQuantity: text,
        notOnPlan: text,
        monthlyTotal: text,
        yearlyTotal: text,
        annualSaving: text,
        noSaving: text,
        tooFewUsers: text,
        overPlan: text,
        overMax: text,
        contactSales: text,
      }),
      faqHeading: text,
    }),
  })
  .superRefine((pricing, ctx) => {
    const ids = pricing.plans.map((plan) => plan.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", path: ["plans"], message: "plan ids must differ" });
    pricing.plans.forEach((plan, index) => {
      if (plan.maxUsers < plan.includedUsers)
        ctx.addIssue({
          code: "custom",
          path: ["plans", index, "maxUsers"],
          message: "must be at least includedUsers",
        });
    });
    pricing.addOns.forEach((addOn, index) => {
      addOn.plans.forEach((id, at) => {
        if (!ids.includes(id))
          ctx.addIssue({
            code: "custom",
            path: ["addOns", index, "plans", at],
            message: `"${id}" is not a plan (${ids.join(", ")})`,
          });
      });
    });
    pricing.comparison.forEach((group, g) => {
      group.rows.forEach((row, r) => {
        const keys = Object.keys(row.values);
        if (keys.length !== ids.length || !ids.every((id) => keys.includes(id)))
          ctx.addIssue({
            code: "custom",
            path: ["comparison", g, "rows", r, "values"],
            message: `must give a value for each plan: ${ids.join(", ")}`,
          });
      });
    });
  });
export type PricingContent = z.infer<typeof pricingSchema>;

/** A FAQ anchor (/faq#<id>): lowercase words joined by hyphens. */
const faqId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

export const faqSchema = z
  .strictObject({
    /** The topics /faq groups its questions under, in page order; each a heading. */
    topics: z.array(z.strictObject({ id: faqId, title: shortText(60) })).min(1),
    questions: z
      .array(
        z.strictObject({
          /** The question's anchor: /faq#<id> opens it. Unique; keep it when rewording the question. */
          id: faqId,
          /** The `id` of one of `topics`. */
          topic: faqId,
          question: text,
          answer: markdown,
        }),
      )
      .min(1),
  })
  .superRefine((faq, ctx) => {
    const topics = faq.topics.map((t) => t.id);
    const seen = new Set<string>();
    faq.topics.forEach((t, i) => {
      if (topics.indexOf(t.id) !== i)
        ctx.addIssue({ code: "custom", path: ["topics", i, "id"], message: `"${t.id}" is used twice` });
    });
    faq.questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: `"${q.id}" is used twice` });
      seen.add(q.id);
      if (topics.includes(q.id))
        ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: `"${q.id}" is a topic's id` });
      if (!topics.includes(q.topic))
        ctx.addIssue({
          code: "custom",
          path: ["questions", i, "topic"],
          message: `must be one of: ${topics.join(", ")}`,
        });
    });
  });

/** An old URL: only its form is checked here; the build refuses one that is still a page. */
const oldPath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/,
    "must be a site path like /modules/logos (lowercase, no trailing slash)",
  );

export const redirectsSchema = z.strictObject({
  redirects: z.array(z.strictObject({ from: oldPath, to: sitePath })),
});
export type Redirect = z.infer<typeof redirectsSchema>["redirects"][number];

export const spellingSchema = z.strictObject({
  /** US word -> UK word, lowercase, whole words; every inflected form listed. */
  pairs: z
    .record(
      z.string().regex(/^[a-z][a-z-]*$/, "keys must be lowercase words"),
      z.string().regex(/^[a-z][a-z-]*$/, "values must be lowercase words"),
    )
    .superRefine((pairs, ctx) => {
      // The map is applied once, one way: a UK word that is also a US key would be rewritten twice.
      for (const [us, uk] of Object.entries(pairs)) {
        if (us === uk) ctx.addIssue({ code: "custom", path: [us], message: "maps a word to itself" });
        else if (uk in pairs) {
          ctx.addIssue({
            code: "custom",
            path: [us],
            message: `"${uk}" is itself a key, so the map would chain`,
          });
        }
      }
    }),
});

/** A count's wording: `one` for exactly 1, `other` (with {count}) for every other number. */
const plural = z.strictObject({ one: text, other: text });
/** A toast: its title and one line of detail. */
const titled = z.strictObject({ title: text, description: text });

/** Every short string the interface shows (navigation, buttons, messages): copy, so it lives in content/. */
export const uiSchema = z.strictObject({
  skipToContent: text,
  loading: text,
  nav: z.strictObject({
    openMenu: text,
    closeMenu: text,
    /** Accessible names of the desktop navigation, the mobile menu and the mega-menu. */
    mainLabel: text,
    mobileLabel: text,
    modulesMenuLabel: text,
    /** Accessible name of the mega-menu's tab list. */
    tabsLabel: text,
  }),
  /** The theme toggle's label names what pressing it does. */
  theme: z.strictObject({ toDark: text, toLight: text }),
  locale: z.strictObject({
    label: text,
    /** Full names in the switcher's list; short codes on its button. */
    names: z.strictObject({ US: text, UK: text }),
    short: z.strictObject({ US: text, UK: text }),
  }),
  toast: z.strictObject({ regionLabel: text, dismiss: text }),
  footer: z.strictObject({
    modulesHeading: text,
    /** {year} and {name} are filled in from site.yaml. */
    copyright: text,
    registration: text,
    vat: text,
  }),
  /** The 404 page; its title is also the <title> and the social card's title. */
  notFound: z.strictObject({
    title: pageTitle,
    heading: text,
    text,
    homeLink: text,
    /** Above the closest pages to the address asked for, and the search button below them. */
    suggestionsHeading: text,
    searchPrompt: text,
  }),
  breadcrumbHome: text,
  breadcrumbLabel: text,
  relatedModules: text,
  /** Module, industry, case-study and integration pages (app/components/product/). */
  product: z.strictObject({
    /** The call to action of every product page's hero and its closing band. */
    cta: z.strictObject({ primary: pageLink, secondary: pageLink }),
    ctaBand: z.strictObject({ heading: text, text }),
    benefitsHeading: text,
    stepsHeading: text,
    /** Which plans include a module or integration (from pricing.yaml). */
    includedIn: text,
    comparePlans: pageLink,
    proofHeading: text,
    /** {company}: the case study's customer. */
    readCaseStudy: text,
    painsHeading: text,
    /** Beside each pain: the module that solves it; {module} is its name. */
    solvedBy: text,
    figuresHeading: text,
    liveIn: text,
    resultsHeading: text,
    modulesUsed: text,
    /** The /modules category filter. */
    filter: z.strictObject({ legend: text, all: text, showing: plural }),
  }),
  integrations: z.strictObject({
    /** One group per kind on /integrations and the home page, in INTEGRATION_KINDS order. */
    kinds: z.strictObject(
      Object.fromEntries(
        INTEGRATION_KINDS.map((k) => [k, z.strictObject({ title: text, description: text, icon })]),
      ) as Record<
        IntegrationKind,
        z.ZodObject<{ title: typeof text; description: typeof text; icon: typeof icon }>
      >,
    ),
    directions: z.strictObject({ in: text, out: text, both: text }),
    syncsHeading: text,
    setupHeading: text,
    docsLink: text,
    partnerLabel: text,
  }),
  /** The site search dialog (app/components/search/). {query} is what the visitor typed. */
  search: z.strictObject({
    open: text,
    dialogLabel: text,
    inputLabel: text,
    close: text,
    hint: text,
    loading: text,
    noResults: text,
    failed: text,
    sitemapLink: text,
    results: plural,
    /** The button under the first results that shows the next few. */
    showMore: plural,
  }),
  /** Shown when a page fails for a reason other than "not found". */
  error: z.strictObject({ heading: text, text }),
  onThisPage: text,
  /** Documentation pages: the sidebar, prev/next, last updated, edit link, code copy and feedback. */
  docs: z.strictObject({
    sidebarLabel: text,
    /** The phone-width button that shows or hides the sidebar. */
    sidebarToggle: text,
    pagerLabel: text,
    previous: text,
    next: text,
    lastUpdated: text,
    editPage: text,
    copyCode: text,
    copyCodeLabel: text,
    copied: text,
    copyFailed: text,
    feedback: z.strictObject({
      question: text,
      yes: text,
      no: text,
      commentLabel: text,
      hint: text,
      send: text,
      sending: text,
      thanks: text,
      failed: text,
    }),
  }),
  /** /faq's filter box. */
  faq: z.strictObject({
    filterLabel: text,
    filterPlaceholder: text,
    /** Announced as the visitor types; {count} is the number of questions shown. */
    matches: plural,
    /** {query} is what the visitor typed. */
    noMatch: text,
  }),
  readMore: text,
  publishedOn: text,
  by: text,
  /** Blog posts, lists of posts and their pagination (app/components/blog/). */
  blog: z.strictObject({
    /** {minutes}: the post's reading time, worked out from its body. */
    readingTime: text,
    tagsLabel: text,
    aboutAuthor: text,
    relatedHeading: text,
    shareHeading: text,
    /** Each link's text; they open the network's own share page in a new tab. */
    share: z.strictObject({ linkedin: text, x: text, facebook: text, email: text }),
    /** Said by screen readers after a link that opens a new tab. */
    newTab: text,
    /** The closing band of every post: the home page's call-to-action buttons (an id each, for analytics). */
    cta: z.strictObject({ heading: text, text, ctas: z.array(cta).min(1).max(2) }),
    /** The numbered page links under a list; {page} is a number. */
    pagination: z.strictObject({ label: text, previous: text, next: text, page: text }),
    /** Title and description of list page 2 onwards: {title} and {description} are page 1's. */
    pageTitle: text,
    pageDescription: text,
    /** On an author's or tag's page, above the list. */
    postsHeading: text,
  }),
  /** /login and /payment-success: the ways into the application (site.yaml `app`). */
  account: z.strictObject({
    continueToApp: shortText(40),
    forgotPassword: shortText(60),
    openApp: shortText(40),
    /** {plan}: a known plan's name from ?plan=; shown only when the plan is one of pricing.yaml's. */
    planActive: text,
  }),
  /** The site's forms (app/core/leads.ts): the sentence each problem code shows beside its field. */
  forms: z.strictObject({
    errors: z.strictObject(
      Object.fromEntries(LEAD_ERROR_CODES.map((code) => [code, text])) as Record<LeadErrorCode, typeof text>,
    ),
  }),
  sitemap: z.strictObject({
    searchLabel: text,
    searchPlaceholder: text,
    filterLabel: text,
    all: text,
    copyAll: text,
    downloadXml: text,
    copy: text,
    copied: text,
    copyUrlLabel: text,
    resultCount: text,
    pageCount: plural,
    priority: text,
    priorityLevels: z.strictObject({ high: text, medium: text, low: text }),
    lastModified: text,
    changeFrequency: text,
    /** A label for every change frequency a page may have (sections.yaml, page overrides). */
    changefreqs: z.strictObject(
      Object.fromEntries(CHANGEFREQS.map((f) => [f, text])) as Record<
        (typeof CHANGEFREQS)[number],
        typeof text
      >,
    ),
    noResults: z.strictObject({ heading: text, text }),
    clearFilters: text,
    urlCopied: titled,
    allCopied: z.strictObject({ title: text, description: plural }),
    /** One title; the text for a single URL and for Copy All. */
    copyFailed: z.strictObject({ title: text, one: text, many: text }),
    downloadStarted: titled,
    downloadFailed: titled,
  }),
  consent: z.strictObject({
    regionLabel: text,
    title: text,
    text,
    accept: text,
    decline: text,
    privacy: z.strictObject({ label: text, path: sitePath }),
    settings: text,
  }),
});
export type UiStrings = z.infer<typeof uiSchema>;

/** A labelled link to a page of the site; the build checks the page exists. */
const navLink = z.strictObject({ label: text, path: sitePath });

export const navigationSchema = z.strictObject({
  header: z.strictObject({
    /** The Modules trigger and its mega-menu. */
    modules: navLink.extend({
      menu: z.strictObject({
        tabs: z.strictObject({ popular: text, categories: text }),
        /** File names (without .md) of content/modules/ shown as cards on the Popular tab, in order. */
        popular: z.array(reference("modules")).min(1).max(4),
        /** The panel beside the popular cards: modules can be switched on or off. */
        explainer: z.strictObject({ title: text, text, link: navLink }),
        /** One tile per module category, in the order shown; each links to the modules index. */
        categories: z
          .array(z.strictObject({ name: z.enum(MODULE_CATEGORIES), icon, text }))
          .length(MODULE_CATEGORIES.length, `must list each of ${MODULE_CATEGORIES.join(", ")} once`)
          .refine(
            (list) => new Set(list.map((c) => c.name)).size === list.length,
            "must not list a category twice",
          ),
      }),
    }),
    links: z.array(navLink),
    resources: z.strictObject({ label: text, links: z.array(navLink).min(1) }),
    getStarted: navLink,
    /** The way into the application: beside Get Started on desktop, at the foot of the mobile menu. */
    login: navLink,
  }),
  /** The mobile menu's list, top to bottom. */
  mobile: z.array(navLink).min(1),
  footer: z.array(z.strictObject({ heading: text, links: z.array(navLink).min(1) })).min(1),
});
export type Navigation = z.infer<typeof navigationSchema>;

/** One value per option of a form field (app/core/leads.ts), and no others. */
const perOption = <T extends readonly string[], S extends z.ZodType>(values: T, value: S) =>
  z.strictObject(Object.fromEntries(values.map((v) => [v, value])) as Record<T[number], S>);
const optionLabels = <T extends readonly string[]>(values: T) => perOption(values, text);
const field = z.strictObject({ label: shortText(60), hint: text.optional() });
const choiceField = <T extends readonly string[]>(values: T) =>
  z.strictObject({ legend: shortText(80), hint: text.optional(), options: optionLabels(values) });
/** The steps a confirmation lists under "what happens next". */
const confirmation = z.strictObject({ heading: text, text, steps: z.array(text).min(1) });

/** The copy of the /get-started and /contact forms (components/forms). */
export const formsSchema = z.strictObject({
  common: z.strictObject({
    optional: text,
    errorSummary: z.strictObject({ one: text, other: text }),
    sending: text,
    failure: z.strictObject({
      heading: text,
      server: text,
      network: text,
      /** {seconds}: how long the form waited. */
      timeout: text,
      rateLimited: text,
      retry: text,
      /** {email}: the sales address from site.yaml. */
      emailInstead: text,
    }),
    mailtoNote: text,
    /** After sending without an endpoint, before the link that opens the email again. */
    mailtoOpened: text,
    honeypotLabel: text,
  }),
  getStarted: z.strictObject({
    heading: text,
    request: z.strictObject({
      legend: shortText(80),
      options: perOption(REQUEST_KINDS, z.strictObject({ label: shortText(40), hint: text })),
    }),
    /** {plan}, {billing}: the plan and billing chosen on /pricing. */
    chosenPlan: text,
    billingNames: z.strictObject({ monthly: text, annual: text }),
    name: field,
    email: field,
    company: field,
    companySize: z.strictObject({
      label: shortText(60),
      hint: text.optional(),
      placeholder: text,
      options: optionLabels(COMPANY_SIZES),
    }),
    decorationTypes: choiceField(DECORATION_TYPES),
    modules: z.strictObject({ legend: shortText(80), hint: text.optional() }),
    demoDays: choiceField(DEMO_DAYS),
    demoTimes: choiceField(DEMO_TIMES),
    timeZone: field,
    submit: optionLabels(REQUEST_KINDS),
    success: z.strictObject({ trial: confirmation, demo: confirmation }),
  }),
  contact: z.strictObject({
    heading: text,
    name: field,
    email: field,
    company: field,
    phone: field,
    topic: choiceField(CONTACT_TOPICS),
    message: field,
    submit: shortText(40),
    success: confirmation,
    office: z.strictObject({ heading: text, phone: text, email: text, hours: text }),
  }),
});
export type FormsContent = z.infer<typeof formsSchema>;
