import { ArticlePage } from "~/components/content/article-page";
import { Prose } from "~/components/content/prose";
import { useLocalize } from "~/components/layout/locale-context";
import { getData } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import { faqSchema } from "~/lib/structured-data.server";
import type { Route } from "./+types/faq";

/** FAQ: questions from content/faq.yaml as native disclosure widgets (keyboard and screen-reader ready). */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  return { ...data, schema: [...data.schema, faqSchema()], faq: getData("faq").questions };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  return (
    <ArticlePage
      data={loaderData}
      after={
        <div className="mt-10 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {loaderData.faq.map((item) => (
            <details key={item.question} className="group py-5">
              <summary className="cursor-pointer list-none text-lg font-semibold text-slate-900 marker:hidden dark:text-white">
                <h2 className="inline">{t(item.question)}</h2>
              </summary>
              <Prose html={item.answer} className="mt-3" />
            </details>
          ))}
        </div>
      }
    />
  );
}
