import { ArticlePage } from "#app/components/content/article-page.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { getData } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import type { Route } from "./+types/login.ts";

/** /login: the way into the application (site.yaml `app`), then the page's help in Markdown. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageData(request), app: getData("site").app, labels: getData("ui").account };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Login({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { app, labels } = loaderData;
  return (
    <ArticlePage
      data={loaderData}
      headerExtra={
        <div className="mt-8 flex flex-wrap items-center gap-6">
          <a
            href={app.url}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t(labels.continueToApp)}
            <span aria-hidden="true">→</span>
          </a>
          <a href={app.resetPasswordUrl} className="font-medium text-brand-700 underline dark:text-brand-400">
            {t(labels.forgotPassword)}
          </a>
        </div>
      }
    />
  );
}
