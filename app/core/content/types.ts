/**
 * The shape of the content build's output (.generated/): what the app's loaders, the build
 * scripts and the tests read. Types only, inferred from the registry's schemas, never written twice.
 */
import type { SiteDomain } from "#app/core/locale/index.ts";
import type {
  Card,
  CheckFileName,
  CollectionData,
  CollectionName,
  DataFileName,
  DataOf,
} from "./registry.ts";
import type {
  HomeContent,
  Market,
  Navigation,
  PricingSource,
  Section,
  UiStrings,
} from "#app/core/content/schemas/index.ts";

export type { Card, HomeContent, Market, Navigation, Section, UiStrings };
export type {
  FormsContent,
  IconName,
  Markets,
  SiteSettings,
  UsageList,
} from "#app/core/content/schemas/index.ts";

/** How a market writes money: its currency, its sign, and how it groups digits (markets.yaml). */
export type Money = Market["currency"] & Market["numbers"];

type SourcePlan = PricingSource["plans"][number];
type SourceAddOn = PricingSource["addOns"][number];

/**
 * pricing.yaml as one market's pages see it: each price a number in that market's currency, and
 * how that market writes money. The compiled content of each market holds its own.
 */
export type PricingContent = Omit<PricingSource, "plans" | "addOns"> & {
  money: Money;
  plans: (Omit<SourcePlan, "price" | "extraUserPrice"> & { price: number; extraUserPrice: number })[];
  addOns: (Omit<SourceAddOn, "price"> & { price: number })[];
};

/** An h2 or h3 of a Markdown body: the "On this page" list and the targets of #anchor links. */
export type Heading = { id: string; text: string; depth: 2 | 3 };

/**
 * A rendered Markdown body: its HTML and headings, in a file of its own
 * (.generated/bodies/<id>.json), so the compiled JSON stays small however many pages there are;
 * loaders read the one they need.
 */
export type PageBody = { html: string; headings: Heading[] };

/** One entry of a collection, validated, with its URL, its card and its rendered body. */
export type CompiledEntry<Name extends CollectionName = CollectionName> = {
  slug: string;
  path: string;
  /** The content file a writer edits to change it. */
  file: string;
  /** When git last committed the file (ISO 8601), when git knows it: "Last updated" and the sitemap. */
  lastCommit?: string;
  data: CollectionData<Name>;
  card: Card;
  /** The id of its rendered Markdown body (a file in .generated/bodies/), if it has one. */
  body: string | null;
};

export type ManifestEntry = {
  /** Site path in the one URL form: leading slash, no trailing slash. */
  path: string;
  title: string;
  description: string;
  section: Section["id"];
  priority: number;
  changefreq: string;
  /** YYYY-MM-DD */
  lastmod: string;
  /** The page component: app/routes/<template>.tsx. */
  template: string;
  robots: "index,follow" | "noindex";
  /** The content file a writer edits to change this page. */
  file: string;
  /** The collection (or data file) the page comes from. */
  source: CollectionName | DataFileName;
  /** On an index page: the collection it lists. */
  lists?: CollectionName;
  /**
   * Page 2 onwards of a list split into pages (core/blog/pagination.ts): the index page it continues,
   * this page's number and the number of pages. Page 1 (the index page) carries it too.
   */
  listing?: { index: string; page: number; pages: number };
};

/**
 * The data files as the app receives them: Markdown fields (FAQ answers) are HTML by now, and the
 * spelling map travels on its own (.generated/spelling.json).
 */
type CompiledData = { [Name in Exclude<DataFileName, CheckFileName | "pricing">]: DataOf<Name> } & {
  pricing: PricingContent;
};

/**
 * .generated/content.<market>.json: the content as one market's pages see it (its per-market
 * forms chosen, its prices). The manifest is its own file, manifest.json, the same for both.
 */
export type CompiledContent = {
  data: CompiledData;
  collections: { [Name in CollectionName]: CompiledEntry<Name>[] };
};

/** .generated/manifest.json: read by routes.ts, the build scripts and the tests. */
export type CompiledManifest = {
  manifest: ManifestEntry[];
  redirects: DataOf<"redirects">["redirects"];
  sections: Section[];
  siteUrl: Record<SiteDomain, string>;
};

/** .generated/search-dialog.json: the search dialog's copy; the shell keeps only the opener's label. */
export type SearchDialogUi = Omit<UiStrings["search"], "open">;

/** .generated/mega-menu.json: what the Modules mega-menu's panel shows, loaded with the panel. */
export type MegaMenuData = {
  menu: Navigation["header"]["modules"]["menu"];
  popular: Card[];
};
