/** Strings of the page frame: navigation, theme, locale, notifications, footer, 404 and error pages, consent. */
import { z } from "zod";
import { pageTitle, sitePath, template, text } from "#app/core/content/fields.ts";

export const shellStrings = {
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
    /** Says that the switch changes spelling only; {site} is the domain, whose market stays. */
    spellingOnly: template("site"),
  }),
  toast: z.strictObject({ regionLabel: text, dismiss: text }),
  footer: z.strictObject({
    modulesHeading: text,
    /** {year} and {name} are filled in from site.yaml. */
    copyright: template("year", "name"),
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
  /** Shown when a page fails for a reason other than "not found". */
  error: z.strictObject({ heading: text, text }),
  consent: z.strictObject({
    regionLabel: text,
    title: text,
    text,
    accept: text,
    decline: text,
    privacy: z.strictObject({ label: text, path: sitePath }),
    settings: text,
  }),
};
