/** content/home.yaml: every word of the home page. */
import { z } from "zod";
import {
  assetPath,
  description,
  mediaUrl,
  pageTitle,
  shortText,
  template,
  text,
} from "#app/core/content/fields.ts";
import { claimedFigure, quoteId } from "./claims.ts";
import { cta, iconItem, pageLink } from "./links.ts";
import { sitemapOverrides } from "./sitemap.ts";

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
    /** The headline figures, each a claim (claims.yaml id) shown with its source. */
    stats: z.array(claimedFigure).min(1),
    caseStudiesLink: pageLink,
    /** Label of a testimonial's play button; {company} is filled in. */
    playVideo: template("company"),
    closeVideo: text,
    /** The name of a clip's captions in the player's captions menu, e.g. "English". */
    captionsLabel: text,
    /** The heading of the text of a clip under its player in the dialog. */
    transcriptLabel: text,
    testimonials: z
      .array(
        z
          .strictObject({
            /** The customer's words, by id in quotes.yaml: the card, the clip and its captions read them. */
            quote: quoteId,
            /**
             * A file under public/ (/videos/x.mp4) or an absolute https URL. Our own clips are drawn
             * from this entry by `npm run images` (title card, then the quote in timed segments), and
             * the build writes their captions (x.vtt) from the same words.
             */
            videoUrl: mediaUrl,
            thumbnailUrl: assetPath,
          })
          .transform(({ quote, ...clip }) => ({
            ...clip,
            quoteId: quote,
            company: "",
            quote: "",
            person: "",
            role: "",
          })),
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
