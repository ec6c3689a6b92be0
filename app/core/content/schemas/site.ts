/** content/site.yaml: the site's settings. */
import { z } from "zod";
import { ANALYTICS_ID } from "#app/core/seo/index.ts";
import {
  absoluteUrl as url,
  isoDate,
  optionalToken,
  shortText,
  sitePath,
  text,
} from "#app/core/content/fields.ts";

/** A leads endpoint: a path on this site (/api/leads/{form}) or an https URL. */
const leadsEndpoint = z
  .string()
  .regex(/^(\/|https:\/\/)[^\s"'<>]*$/, "must be a path like /api/leads/{form} or an https:// URL");

export const siteSchema = z.strictObject({
  /** The product's name, used in every <title>, on every social card and in structured data. */
  siteName: shortText(30),
  /** Absolute base URL of each domain build, no trailing slash. */
  siteUrl: z.strictObject({ com: url, us: url }),
  /** Date main pages were last updated: the sitemap's lastmod for a page git has no history for. */
  contentUpdated: isoDate,
  /**
   * Dates the legal pages state, named from their copy (`{site.legal.termsEffective}`), so each
   * domain writes them its own way: "1 March 2025" on .com, "March 1, 2025" on .us.
   */
  legal: z.strictObject({
    termsEffective: isoDate,
    privacyEffective: isoDate,
    /** The data processing agreement's (/dpa); the sub-processor list has its own date beside it. */
    dpaEffective: isoDate,
    accessibilityReviewed: isoDate,
  }),
  /**
   * How soon each kind of message is answered ("one business day"), named by every page that
   * promises it ({site.replies.partnership}); the build refuses a reply time typed out instead.
   */
  replies: z.strictObject({
    /** A trial's sign-in link, after /get-started. */
    signInLink: shortText(40),
    /** The onboarding specialist's first email, after a trial starts or a plan is bought. */
    onboardingCall: shortText(40),
    demo: shortText(40),
    sales: shortText(40),
    partnership: shortText(40),
    /** Acknowledging a report of a security problem (/security). */
    securityReport: shortText(40),
    /** A problem or request about the site's accessibility (/accessibility). */
    accessibility: shortText(40),
    /** A request to exercise a data protection right (/privacy). */
    privacyRequest: shortText(40),
  }),
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
  /** What the business does (the footer, structured data); its company per domain is markets.yaml. */
  business: z.strictObject({
    /** The footer's business description. */
    description: text,
    /**
     * Where and when Tracker began: /about tells the story, and copy names these
     * ({site.business.founded.year}) wherever it states them.
     */
    /**
     * The first year of the footer's copyright, when this site was launched; the build adds its own
     * year. Older posts keep their dates, and /about says why.
     */
    copyrightYear: z.number().int().min(2000).max(2100),
    founded: z.strictObject({ year: z.number().int().min(1900).max(2100), place: shortText(40) }),
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
