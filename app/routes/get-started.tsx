import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { GetStartedForm } from "#app/components/forms/get-started-form.tsx";
import { getCollection, getContent, getData } from "#app/server/content.server.ts";
import { formSettings } from "#app/core/leads/index.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import type { Route } from "./+types/get-started.ts";

/** /get-started: the trial and demo form beside the page's Markdown (what the trial includes). */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request),
    form: {
      ...formSettings("get-started", getContent().data, process.env),
      copy: getData("forms").getStarted,
      modules: getCollection("modules").map((entry) => [entry.slug, entry.data.title] as const),
      // What the estimator's link may carry: users up to the plan's largest team, and the units of
      // each add-on the plan offers.
      plans: getData("pricing").plans.map(({ id, name, maxUsers }) => ({ id, name, maxUsers })),
      addOns: getData("pricing").addOns.map(({ id, name, max, plans }) => ({ id, name, max, plans })),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function GetStarted({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, body, form } = loaderData;
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs} wide />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <GetStartedForm {...form} />
        {body && <Prose html={body.html} />}
      </div>
    </article>
  );
}
