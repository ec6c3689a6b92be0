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

export const homeSchema = z
  .strictObject({
    title: pageTitle,
    description,
    ...sitemapOverrides,
    hero: z.strictObject({
      headline: text,
      tagline: text,
      description: text,
      trustBadges: z.array(text).length(2),
      trustedBy: text,
      customers: z
        .array(shortText(40))
        .min(3)
        .describe('Customers named under "Trusted by…", as plain text.'),
      decorativeBadges: z.array(text).length(3),
      imageLoading: text.describe("Screen-reader text while the dashboard picture loads."),
      imageAlt: text,
      ctas: z.array(cta).length(2),
    }),
    conveyor: z.strictObject({
      label: text,
      boxes: z.array(text).min(3),
      finishedLabel: text.describe("What the animation at the end of the belt shows, for screen readers."),
    }),
    features: z.strictObject({ heading: text, intro: text, items: z.array(iconItem).min(3) }),
    modules: z.strictObject({ heading: text, intro: text, viewAll: pageLink }),
    workflow: z.strictObject({
      heading: text,
      intro: text,
      steps: z.array(iconItem).length(4),
      animationLabel: text.describe("What the workflow animation shows, for screen readers."),
    }),
    results: z.strictObject({
      heading: text,
      intro: text,
      stats: z
        .array(claimedFigure)
        .min(1)
        .describe("The headline figures, each a claim (claims.yaml id) shown with its source."),
      caseStudiesLink: pageLink,
      playVideo: template("company").describe(
        "Label of a testimonial's play button; {company} is filled in.",
      ),
      closeVideo: text.describe("The video dialog's close button."),
      captionsLabel: text.describe(
        "The name of a clip's captions in the player's captions menu, e.g. \"English\".",
      ),
      transcriptLabel: text.describe("The heading of the text of a clip under its player in the dialog."),
      testimonials: z
        .array(
          z
            .strictObject({
              quote: quoteId.describe(
                "The customer's words, by id in quotes.yaml: the card, the clip and its captions read them.",
              ),
              videoUrl: mediaUrl.describe(
                "A file under public/ (/videos/x.mp4) or an absolute https URL. Our own clips are drawn from this entry by `npm run images` (title card, then the quote in timed segments), and the build writes their captions (x.vtt) from the same words.",
              ),
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
    integrations: z
      .strictObject({ heading: text, intro: text, link: pageLink })
      .describe(
        "The partners come from content/integrations/, grouped by kind (ui.yaml `integrations.kinds`).",
      ),
    about: z.strictObject({
      heading: text,
      text,
      learnMore: pageLink,
      learnMoreContext: text.describe(
        'Hidden words read after the link text, so "Learn More" says what it leads to.',
      ),
    }),
    closing: z.strictObject({ heading: text, text, ctas: z.array(cta).min(1) }),
    mobileWelcome: z.strictObject({ title: text, description: text }),
  })
  .describe("/, the home page, which leads the sitemap (priority 1).");
export type HomeContent = z.infer<typeof homeSchema>;
