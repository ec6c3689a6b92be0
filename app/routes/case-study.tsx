import { ArticlePage } from "~/components/content/article-page";
import { useLocalize } from "~/components/layout/locale-context";
import { getEntry } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { fetchPrerenderedData } from "~/lib/prerendered-data";
import type { Route } from "./+types/case-study";

/** A case study: headline results and the customer's quote, then the story. */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request, { ogType: "article" });
  const { company, location, results, quote } = getEntry("caseStudies", data.page.path).data;
  return { ...data, study: { company, location, results, quote } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { study } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      before={
        <>
          <dl className="mb-10 grid gap-4 sm:grid-cols-3">
            {study.results.map((r) => (
              <div key={r.label} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{t(r.label)}</dt>
                <dd className="order-first text-3xl font-bold text-brand-600 dark:text-brand-400">
                  {r.value}
                </dd>
              </div>
            ))}
          </dl>
          <figure className="mb-10 border-l-4 border-accent-500 pl-6">
            <blockquote className="text-xl text-slate-800 italic dark:text-slate-100">
              “{t(study.quote.text)}”
            </blockquote>
            <figcaption className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {study.quote.person}, {t(study.quote.role)}, {study.company}
            </figcaption>
          </figure>
        </>
      }
    />
  );
}
