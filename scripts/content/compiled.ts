/**
 * The shape of the pipeline's output (.generated/*.json): what the app and the build scripts read.
 * Types only; the app imports them with `import type`, so nothing here reaches the browser.
 */
import type { ManifestEntry } from "./manifest.ts";
import type { Heading } from "./render.ts";
import type {
  HomeContent,
  IconName,
  Navigation,
  PricingContent,
  Redirect,
  Section,
  SiteSettings,
  UiStrings,
} from "./schemas.ts";

export type {
  Heading,
  HomeContent,
  IconName,
  ManifestEntry,
  Navigation,
  PricingContent,
  Redirect,
  Section,
  SiteSettings,
  UiStrings,
};
export type { Template } from "./manifest.ts";

/** A Markdown body rendered to HTML, with its h2/h3 headings for the table of contents. */
export type PageBody = { html: string; headings: Heading[] };

type Card = { slug: string; path: string; title: string; description: string };
export type ModuleCard = Card & { summary: string; icon: IconName; category: string };
export type IndustryCard = Card & { summary: string; icon: IconName };
export type CaseStudyCard = Card & {
  summary: string;
  company: string;
  industry: string;
  location: string;
  results: { value: string; label: string }[];
  quote: { text: string; person: string; role: string };
};
export type BlogCard = Card & { date: string; author: string; tags: string[]; image: string };
export type DocsCategory = Card & { icon: IconName; pages: Card[] };
export type FaqItem = { question: string; answerHtml: string };

export type CompiledContent = {
  site: SiteSettings;
  ui: UiStrings;
  navigation: Navigation;
  sections: Section[];
  manifest: ManifestEntry[];
  home: HomeContent;
  pricing: PricingContent;
  faq: FaqItem[];
  /** Rendered Markdown bodies, keyed by page path. */
  bodies: Record<string, PageBody>;
  modules: ModuleCard[];
  industries: IndustryCard[];
  caseStudies: CaseStudyCard[];
  blog: BlogCard[];
  docs: DocsCategory[];
};

/** .generated/manifest.json: read by routes.ts, the build scripts and the tests. */
export type CompiledManifest = {
  manifest: ManifestEntry[];
  redirects: Redirect[];
  sections: Section[];
  siteUrl: SiteSettings["siteUrl"];
};

/** .generated/mega-menu.json: what the Modules mega-menu's panel shows, loaded with the panel. */
export type MegaMenuData = {
  menu: Navigation["header"]["modules"]["menu"];
  popular: Pick<ModuleCard, "path" | "title" | "summary" | "icon">[];
};
