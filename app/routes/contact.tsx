import { ArticlePage } from "~/components/content/article-page";
import { useLocalize } from "~/components/layout/locale-context";
import { getData } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact";

/** Contact: the Markdown page plus the phone, e-mail and address from site.yaml. */
export function loader({ request }: Route.LoaderArgs) {
  const { phone, email, address } = getData("site").business;
  return { ...pageData(request), details: { phone, email, address }, labels: getData("ui").contact };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { details, labels } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      before={
        <dl className="mb-10 grid gap-4 rounded-xl border border-slate-200 p-6 sm:grid-cols-3 dark:border-slate-800">
          <div>
            <dt className="text-sm font-semibold text-slate-900 dark:text-white">{t(labels.phone)}</dt>
            <dd className="mt-1">
              <a
                className="text-brand-700 underline dark:text-brand-400"
                href={`tel:${details.phone.replace(/\s+/g, "")}`}
              >
                {details.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900 dark:text-white">{t(labels.email)}</dt>
            <dd className="mt-1">
              <a className="text-brand-700 underline dark:text-brand-400" href={`mailto:${details.email}`}>
                {details.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900 dark:text-white">{t(labels.address)}</dt>
            <dd className="mt-1">{details.address}</dd>
          </div>
        </dl>
      }
    />
  );
}
