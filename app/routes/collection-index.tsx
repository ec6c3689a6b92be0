import { CardGrid, type CardItem } from "~/components/content/card-grid";
import { ArticlePage } from "~/components/content/article-page";
import { getContent, pageData } from "~/lib/content.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/collection-index";

/** Index pages list a collection as cards under their Markdown intro. */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const c = getContent();
  const template = c.manifest.find((m) => m.path === data.page.path)!.template;
  const cards: CardItem[] = (() => {
    switch (template) {
      case "module-index":
        return c.modules.map((m) => ({
          path: m.path,
          title: m.title,
          text: m.summary,
          icon: m.icon,
          meta: m.category,
        }));
      case "industry-index":
        return c.industries.map((m) => ({ path: m.path, title: m.title, text: m.summary, icon: m.icon }));
      case "case-study-index":
        return c.caseStudies.map((m) => ({
          path: m.path,
          title: m.title,
          text: m.summary,
          meta: m.location,
        }));
      case "blog-index":
        return c.blog.map((m) => ({ path: m.path, title: m.title, text: m.description, meta: m.date }));
      case "docs-index":
        return c.docs.map((d) => ({ path: d.path, title: d.title, text: d.description, icon: d.icon }));
      case "docs-category":
        return c.docs
          .find((d) => d.path === data.page.path)!
          .pages.map((p) => ({ path: p.path, title: p.title, text: p.description }));
      default:
        throw new Error(`collection-index cannot render template ${template}`);
    }
  })();
  return { ...data, cards };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CollectionIndex({ loaderData }: Route.ComponentProps) {
  return (
    <ArticlePage
      data={loaderData}
      after={
        <div className="mt-10">
          <CardGrid items={loaderData.cards} />
        </div>
      }
    />
  );
}
