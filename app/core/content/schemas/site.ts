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

export const siteSchema = z
  .strictObject({
    siteName: shortText(30).describe(
      "The product's name, used in every <title>, on every social card and in structured data.",
    ),
    siteUrl: z
      .strictObject({ com: url, us: url })
      .describe("Absolute base URL of each domain build, no trailing slash."),
    contentUpdated: isoDate.describe(
      "Date main pages were last updated: the sitemap's lastmod for a page git has no history for.",
    ),
    legal: z
      .strictObject({
        termsEffective: isoDate,
        privacyEffective: isoDate,
        dpaEffective: isoDate.describe(
          "The data processing agreement's (/dpa); the sub-processor list has its own date beside it.",
        ),
        accessibilityReviewed: isoDate,
      })
      .describe(
        'Dates the legal pages state, named from their copy (`{site.legal.termsEffective}`), so each domain writes them its own way: "1 March 2025" on .com, "March 1, 2025" on .us.',
      ),
    replies: z
      .strictObject({
        signInLink: shortText(40).describe("A trial's sign-in link, after /get-started."),
        onboardingCall: shortText(40).describe(
          "The onboarding specialist's first email, after a trial starts or a plan is bought.",
        ),
        demo: shortText(40),
        sales: shortText(40),
        partnership: shortText(40),
        securityReport: shortText(40).describe("Acknowledging a report of a security problem (/security)."),
        accessibility: shortText(40).describe(
          "A problem or request about the site's accessibility (/accessibility).",
        ),
        privacyRequest: shortText(40).describe("A request to exercise a data protection right (/privacy)."),
      })
      .describe(
        'How soon each kind of message is answered ("one business day"), named by every page that promises it ({site.replies.partnership}); the build refuses a reply time typed out instead.',
      ),
    feed: z
      .strictObject({ title: text, description: text })
      .describe(
        "The blog's RSS feed (/blog/feed.xml, linked from the head of every page): its name in feed readers and a line about it.",
      ),
    analyticsId: optionalToken
      .refine((v) => v === undefined || ANALYTICS_ID.test(v), "must be a GA4 measurement id like G-ABC123XYZ")
      .describe(
        "Google Analytics 4 measurement id (G-XXXXXXX); empty means no analytics, no banner, no request.",
      ),
    verification: z
      .strictObject({
        google: optionalToken,
        bing: optionalToken,
        yandex: optionalToken,
        pinterest: optionalToken,
      })
      .describe("Search-engine verification tokens; empty ones emit no tag."),
    business: z
      .strictObject({
        description: text.describe("The footer's business description."),
        copyrightYear: z
          .number()
          .int()
          .min(2000)
          .max(2100)
          .describe(
            "The first year of the footer's copyright, when this site was launched; the build adds its own year. Older posts keep their dates, and /about says why.",
          ),
        founded: z
          .strictObject({ year: z.number().int().min(1900).max(2100), place: shortText(40) })
          .describe(
            "Where and when Tracker began: /about tells the story, and copy names these ({site.business.founded.year}) wherever it states them.",
          ),
      })
      .describe(
        "What the business does (the footer, structured data); its company per domain is markets.yaml.",
      ),
    social: z.strictObject({ twitter: url, linkedin: url, facebook: url }),
    app: z
      .strictObject({ url, resetPasswordUrl: url })
      .describe("The Tracker application customers sign in to (/login and /payment-success link here)."),
    forms: z
      .strictObject({
        endpoint: optionalToken
          .pipe(z.union([leadsEndpoint, z.undefined()]))
          .describe(
            "Where the forms post ({form}: get-started or contact): a path on this site or an https URL; empty: e-mail instead.",
          ),
        salesEmail: z
          .email({ message: "must be an email address" })
          .describe("Where the e-mail fallback goes, and the address offered when sending fails."),
      })
      .describe(
        "Where /get-started and /contact send what visitors type. The default is this repository's Pages Function (functions/api/leads/[form].ts); a CRM's form endpoint (an https URL) works too. Leave `endpoint` empty on a host without functions: the forms then open a prefilled e-mail to `salesEmail`. LEADS_ENDPOINT in the build's environment overrides it.",
      ),
    repository: z
      .strictObject({
        url: url
          .refine((v) => !v.endsWith("/"), "must not end with a slash")
          .describe(
            "The repository's web address, no trailing slash, e.g. https://github.com/tracker-app/website",
          ),
        branch: z
          .string()
          .regex(/^[A-Za-z0-9._/-]+$/, "must be a branch name like main")
          .describe("The branch writers edit, e.g. main."),
      })
      .describe(
        "Where this site's source lives: each docs page's \"Edit this page\" link opens its file there.",
      ),
    security: z
      .strictObject({
        contacts: z
          .array(z.string().regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https:// URL"))
          .min(1)
          .describe("How to report a vulnerability: mailto: or https: URLs, the preferred first."),
        policy: sitePath.describe("The disclosure policy, a page of this site."),
        preferredLanguages: z
          .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, "must be a language tag like en"))
          .min(1)
          .describe("Languages reports may be written in, as language tags: en, de."),
        validForDays: z
          .number()
          .int()
          .min(1)
          .max(365)
          .describe(
            "The file's Expires is the build's date plus this many days; RFC 9116 advises under a year.",
          ),
      })
      .describe(
        "/.well-known/security.txt (RFC 9116), written by the build with an Expires date `validForDays` after the build, so every deploy renews it.",
      ),
  })
  .describe("The site's settings: every name, address and date the site needs, here and nowhere else.");
export type SiteSettings = z.infer<typeof siteSchema>;
