/** Strings of the page frame: navigation, theme, locale, notifications, footer, 404 and error pages, consent. */
import { z } from "zod";
import { pageTitle, sitePath, template, text } from "#app/core/content/fields.ts";

export const shellStrings = {
  skipToContent: text,
  loading: text,
  nav: z.strictObject({
    openMenu: text,
    closeMenu: text,
    mainLabel: text.describe(
      "Accessible names of the desktop navigation, the mobile menu and the mega-menu.",
    ),
    mobileLabel: text,
    modulesMenuLabel: text,
    tabsLabel: text.describe("Accessible name of the mega-menu's tab list."),
  }),
  theme: z
    .strictObject({ toDark: text, toLight: text })
    .describe("The theme toggle's label names what pressing it does."),
  locale: z.strictObject({
    label: text.describe(
      'The switcher\'s button reads "{label}: {name}" to screen readers, e.g. "Language: UK English".',
    ),
    names: z
      .strictObject({ US: text, UK: text })
      .describe("Full names in the switcher's list; short codes on its button."),
    short: z.strictObject({ US: text, UK: text }),
    spellingOnly: template("site").describe(
      "Says that the switch changes spelling only; {site} is the domain, whose prices, dates and legal details stay.",
    ),
  }),
  toast: z.strictObject({ regionLabel: text, dismiss: text }),
  footer: z.strictObject({
    modulesHeading: text,
    copyright: template("year", "name").describe("{year} and {name} are filled in from site.yaml."),
  }),
  notFound: z
    .strictObject({
      title: pageTitle,
      heading: text,
      text,
      homeLink: text,
      suggestionsHeading: text.describe(
        "Above the closest pages to the address asked for, and the search button below them.",
      ),
      searchPrompt: text,
    })
    .describe("The 404 page; its title is also the <title> and the social card's title."),
  breadcrumbHome: text,
  breadcrumbLabel: text,
  error: z
    .strictObject({ heading: text, text })
    .describe('Shown when a page fails for a reason other than "not found".'),
  consent: z
    .strictObject({
      regionLabel: text,
      title: text,
      text,
      accept: text,
      decline: text,
      privacy: z.strictObject({ label: text, path: sitePath }),
      settings: text.describe("The footer button that opens the banner again."),
    })
    .describe("The analytics consent banner, shown only when site.yaml sets an analytics id."),
};
