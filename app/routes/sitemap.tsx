import { Link } from "react-router";
import { ArticlePage } from "~/components/content/article-page";
import { useLocalize } from "~/components/layout/locale-context";
import { getContent, pageData } from "~/lib/content.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/sitemap";

/** The sitemap page: every indexable manifest page, grouped by section — the same list as sitemap.xml. */
export function loader({ request }: Route.LoaderArgs) {
  const { manifest, sections } = getContent();
  const listed = manifest.filter((m) => m.robots === "index,follow");
  return {
    ...pageData(request),
    sections: sections.map((s) => ({ id: s.id, title: s.title, description: s.description, pages: listed.filter((m) => m.section === s.id).map(({ path, title, description }) => ({ path, title, description })) })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  return (
    <ArticlePage
      data={loaderData}
      after={
        <div className="mt-10 space-y-12">
          {loaderData.sections.map((section) => (
            <section key={section.id} aria-labelledby={`section-${section.id}`}>
              <h2 id={`section-${section.id}`} className="text-2xl font-semibold text-slate-900 dark:text-white">{t(section.title)}</h2>
              <p className="mt-1 text-slate-600 dark:text-slate-400">{t(section.description)}</p>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {section.pages.map((p) => (
                  <li key={p.path}>
                    <Link to={p.path} className="font-medium text-brand-700 hover:underline dark:text-brand-400">{t(p.title)}</Link>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{t(p.description)}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      }
    />
  );
}
