/**
 * The editor's preview of a Markdown page: the body rendered by the site's own pipeline
 * (scripts/content/markdown/: callouts, figures, task lists, aligned tables, Shiki's colours), its
 * facts written in from the site's data, and spelled for the market, in the site's stylesheet
 * (registered by main.ts), in either theme. What it shows is what the page's article shows.
 */
import { ukText, type Locale, type SiteDomain, type SpellingMap } from "#app/core/locale/index.ts";
import type { FactData } from "#scripts/content/facts/resolve-facts.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";
import { decap, type ComponentType, type DecapMap } from "./decap.ts";

/**
 * What the preview and the checks need of the site, written beside the editor by the build
 * (admin.ts): the data files (for facts), the UK spelling, the domain's market, and the site's
 * pages and redirects (for links).
 */
export type PreviewData = {
  facts: FactData;
  spelling: SpellingMap;
  locale: Locale;
  /** The domain whose editor this is: its per-market forms are the ones shown. */
  market: SiteDomain;
  pages: string[];
  redirects: [from: string, to: string][];
};

/** The body as the page's article has it, for `locale`. */
function pageHtml(body: string, data: PreviewData, locale: Locale): string {
  const { html } = renderMarkdown(body, { data: data.facts, market: data.market });
  return locale === "UK" ? ukText(html, data.spelling) : html;
}

const THEME_KEY = "tracker-cms-preview-theme";
const MARKET_KEY = "tracker-cms-preview-market";

type PreviewProps = { entry: DecapMap; document?: Document };

/** The preview template of every Markdown collection. */
export function pagePreview(data: PreviewData): ComponentType {
  const { h, createClass } = decap();
  const stored = (key: string, fallback: string) => localStorage.getItem(key) ?? fallback;
  const toggle = (self: { forceUpdate(): void }, key: string, next: string, label: string) =>
    h(
      "button",
      {
        type: "button",
        className: "rounded border border-slate-400 px-3 py-1 text-sm",
        onClick: () => {
          localStorage.setItem(key, next);
          self.forceUpdate();
        },
      },
      label,
    );
  return createClass({
    render(this: { props: PreviewProps; forceUpdate(): void }) {
      const fields = this.props.entry.get("data") as DecapMap;
      const text = (name: string) => String(fields.get(name) ?? "");
      const dark = stored(THEME_KEY, "light") === "dark";
      const locale = stored(MARKET_KEY, data.locale) as Locale;
      // The site's theme is a class on <html>: the preview's frame is a document of its own.
      this.props.document?.documentElement.classList.toggle("dark", dark);
      return h(
        "div",
        { className: "mx-auto max-w-3xl px-4 py-8", "data-preview": "page" },
        h(
          "div",
          { className: "mb-6 flex gap-2" },
          toggle(this, THEME_KEY, dark ? "light" : "dark", dark ? "Light theme" : "Dark theme"),
          toggle(
            this,
            MARKET_KEY,
            locale === "UK" ? "US" : "UK",
            locale === "UK" ? "US spelling" : "UK spelling",
          ),
        ),
        h(
          "article",
          null,
          h(
            "h1",
            { className: "mb-4 text-4xl font-bold text-slate-900 dark:text-white" },
            text("title") || text("name"),
          ),
          h("p", { className: "mb-8 text-lg text-slate-600 dark:text-slate-400" }, text("description")),
          h("div", {
            className: "prose",
            dangerouslySetInnerHTML: { __html: pageHtml(text("body"), data, locale) },
          }),
        ),
      );
    },
  });
}
