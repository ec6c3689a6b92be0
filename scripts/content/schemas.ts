/**
 * One zod schema per content collection. Writers: each field's comment says what goes there.
 * The app's types are inferred from these schemas (see the `export type` lines), never written twice.
 * zod is build-time only: the app imports types from this file, never values.
 */
import { z } from "zod";

/** Icons the site can draw (lucide names); a typo fails the build instead of drawing nothing. */
export const ICONS = [
  "shopping-cart",
  "warehouse",
  "users",
  "shirt",
  "stamp",
  "pen-tool",
  "boxes",
  "factory",
  "truck",
  "clipboard-list",
  "palette",
  "globe",
  "scissors",
  "printer",
  "package",
  "building",
  "trophy",
  "hard-hat",
  "sparkles",
  "layers",
  "handshake",
  "book-open",
  "life-buoy",
  "rocket",
  "settings",
  "plug",
  "credit-card",
  "file-text",
  "shield",
  "calendar",
  "bar-chart",
  "zap",
  "check-circle",
  "upload",
  "mail",
  "clock",
  "tag",
  "award",
  "heart",
  "briefcase",
  "map",
  "search",
  "scale",
  // Interface icons of the shell (menus, theme, notifications).
  "sun",
  "moon",
  "menu",
  "x",
  "chevron-down",
  "languages",
  "arrow-right",
  // The sitemap page's actions.
  "copy",
  "check",
  "download",
] as const;
export const icon = z.enum(ICONS);
export type IconName = z.infer<typeof icon>;

/** The module categories of the mega-menu's Categories tab. */
export const MODULE_CATEGORIES = [
  "Sales",
  "Finance",
  "Design",
  "Support",
  "Inventory",
  "Production",
  "Integrations",
] as const;

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

const text = z.string().trim().min(1, "must not be empty");
/** A Google Analytics 4 measurement id. */
export const ANALYTICS_ID = /^G-[A-Z0-9]{4,}$/;
/** Search-result snippet: one sentence; 50-160 characters is what search engines show in full. */
const description = z
  .string()
  .trim()
  .min(50, "must be at least 50 characters")
  .max(160, "must be at most 160 characters");
/** A site path: starts with "/", no trailing slash (the site's one URL form). */
const sitePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/,
    "must be a site path like /modules/logos (lowercase, no trailing slash)",
  );
/** A calendar date, YYYY-MM-DD. YAML gives Date objects for unquoted dates; both are accepted. */
const isoDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-08-26"),
);
const url = z.url({ message: "must be an absolute URL" });
/** A placeholder is fine for settings that are not known yet: leave the value empty. */
const optionalToken = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Sitemap fields any page may override; otherwise its section's defaults apply. */
const sitemapOverrides = {
  /** 0.0-1.0; leave out to use the section's priority. */
  priority: z.number().min(0).max(1).optional(),
  changefreq: z.enum(CHANGEFREQS).optional(),
  /** Last real change, YYYY-MM-DD; leave out to use the site's `contentUpdated` date. */
  updated: isoDate.optional(),
};

// ---------- settings ----------

export const siteSchema = z.strictObject({
  /** The product's name, used in titles and structured data. */
  siteName: text,
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
});
export type SiteSettings = z.infer<typeof siteSchema>;

export const sectionsSchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        id: z.enum(SECTION_IDS),
        title: text,
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
  title: text.max(70, "must be at most 70 characters"),
  description,
  /** URL name; leave out to use the file name (useful for dated file names). */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
    .optional(),
  ...sitemapOverrides,
};

export const moduleSchema = z.strictObject({
  ...pageBase,
  icon,
  category: z.enum(MODULE_CATEGORIES),
  /** Position in lists, 1 first. */
  order: z.number().int().positive(),
  /** Card blurb for menus and module grids, one short sentence. */
  summary: text,
});

export const industrySchema = z.strictObject({
  ...pageBase,
  icon,
  order: z.number().int().positive(),
  summary: text,
});

export const caseStudySchema = z.strictObject({
  ...pageBase,
  company: text,
  /** Slug of the industry page this customer belongs to. */
  industry: text,
  location: text,
  order: z.number().int().positive(),
  summary: text,
  results: z
    .array(z.strictObject({ value: text, label: text }))
    .min(1)
    .max(4),
  quote: z.strictObject({ text, person: text, role: text }),
});

export const blogPostSchema = z.strictObject({
  ...pageBase,
  date: isoDate,
  author: text,
  tags: z.array(text).min(1, "needs at least one tag"),
  /** Cover image path under public/, e.g. /images/blog/my-post.svg */
  image: z.string().regex(/^\/images\/[\w./-]+$/, "must be a path under /images/"),
});

export const docsCategorySchema = z.strictObject({ ...pageBase, icon, order: z.number().int().positive() });
export const docsPageSchema = z.strictObject({ ...pageBase, order: z.number().int().positive() });

export const plainPageSchema = z.strictObject({
  ...pageBase,
  /** Which sitemap section lists the page. */
  section: z.enum(["main", "resources", "legal"]),
  /** `noindex` keeps the page out of search engines and sitemap.xml. */
  robots: z.enum(["index,follow", "noindex"]).default("index,follow"),
});

// ---------- YAML collections ----------

const cta = z.strictObject({ id: text, label: text, href: sitePath });
/** A text link to a page; the build checks the page exists. */
const pageLink = z.strictObject({ label: text, href: sitePath });
const iconItem = z.strictObject({ title: text, description: text, icon });

export const homeSchema = z.strictObject({
  title: text,
  description,
  ...sitemapOverrides,
  hero: z.strictObject({
    headline: text,
    tagline: text,
    description: text,
    trustBadges: z.array(text).length(2),
    trustedBy: text,
    decorativeBadges: z.array(text).length(3),
    /** Screen-reader text while the dashboard picture loads. */
    imageLoading: text,
    imageAlt: text,
    ctas: z.array(cta).length(2),
  }),
  conveyor: z.strictObject({ label: text, boxes: z.array(text).min(3) }),
  features: z.strictObject({ heading: text, intro: text, items: z.array(iconItem).min(3) }),
  modules: z.strictObject({ heading: text, intro: text, viewAll: pageLink }),
  workflow: z.strictObject({ heading: text, intro: text, steps: z.array(iconItem).length(4) }),
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
          videoUrl: z.string().regex(/^(\/|https:\/\/)/, "must be a /path or an https URL"),
          thumbnailUrl: z.string().regex(/^\//, "must be a path under public/"),
        }),
      )
      .length(2),
  }),
  integrations: z.strictObject({ heading: text, intro: text, items: z.array(iconItem).length(6) }),
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

export const pricingSchema = z.strictObject({
  currency: z.literal("USD"),
  period: z.enum(["month", "year"]),
  plans: z
    .array(
      z.strictObject({
        name: text,
        /** Whole US dollars per period. */
        price: z.number().positive(),
        description: text,
        features: z.array(text).min(1),
        cta: z.strictObject({ label: text, href: sitePath }),
        highlighted: z.boolean().default(false),
      }),
    )
    .length(3, "must list exactly 3 plans"),
  notes: z.array(text).default([]),
});
export type PricingContent = z.infer<typeof pricingSchema>;

export const faqSchema = z.strictObject({
  questions: z.array(z.strictObject({ question: text, /** Markdown. */ answer: text })).min(1),
});

export const redirectsSchema = z.strictObject({
  redirects: z.array(z.strictObject({ from: sitePath, to: sitePath })),
});
export type Redirect = z.infer<typeof redirectsSchema>["redirects"][number];

export const spellingSchema = z.strictObject({
  /** US word -> UK word, lowercase, whole words; every inflected form listed. */
  pairs: z.record(
    z.string().regex(/^[a-z][a-z-]*$/, "keys must be lowercase words"),
    z.string().regex(/^[a-z][a-z-]*$/, "values must be lowercase words"),
  ),
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
  notFound: z.strictObject({ title: text, heading: text, text, homeLink: text }),
  breadcrumbHome: text,
  breadcrumbLabel: text,
  relatedModules: text,
  /** Shown when a page fails for a reason other than "not found". */
  error: z.strictObject({ heading: text, text }),
  onThisPage: text,
  readMore: text,
  publishedOn: text,
  by: text,
  contact: z.strictObject({ phone: text, email: text, address: text }),
  pricing: z.strictObject({ perMonth: text, mostPopular: text }),
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
        popular: z.array(text).min(1).max(4),
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
  }),
  /** The mobile menu's list, top to bottom. */
  mobile: z.array(navLink).min(1),
  footer: z.array(z.strictObject({ heading: text, links: z.array(navLink).min(1) })).min(1),
});
export type Navigation = z.infer<typeof navigationSchema>;
