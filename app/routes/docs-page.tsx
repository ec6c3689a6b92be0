import { useRef } from "react";
import { DocsFeedback } from "#app/components/forms/docs-feedback.tsx";
import { DocsPageMeta } from "#app/components/docs/docs-page-meta.tsx";
import { DocsPager } from "#app/components/docs/docs-pager.tsx";
import { DocsSidebar } from "#app/components/docs/docs-sidebar.tsx";
import { OnThisPage } from "#app/components/docs/on-this-page.tsx";
import { useCodeCopy } from "#app/components/docs/use-code-copy.ts";
import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { getData, requestPath } from "#app/server/content.server.ts";
import { docsPageExtras, docsShell } from "#app/server/docs.server.ts";
import { pageData, pageHeadings } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import type { Route } from "./+types/docs-page.ts";

/**
 * A documentation page: every category in the sidebar, this page's headings alongside, and below
 * it when it last changed, where to edit it, whether it helped, and the pages before and after it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = requestPath(request);
  const extras = docsPageExtras(path);
  // The whole documentation reads as a series: prev/next link the neighbours in reading order.
  const data = pageData(request, {
    pagination: { prev: extras.pager.prev?.path, next: extras.pager.next?.path },
  });
  return {
    ...data,
    ...docsShell(),
    ...extras,
    headings: pageHeadings(request),
    onThisPage: getData("ui").onThisPage,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { body, page, crumbs, sidebar, docsUi, pager } = loaderData;
  const prose = useRef<HTMLDivElement>(null);
  useCodeCopy(prose, body?.html ?? "", {
    copy: t(docsUi.copyCode),
    label: t(docsUi.copyCodeLabel),
    copied: t(docsUi.copied),
    failed: t(docsUi.copyFailed),
  });
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs} wide />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] xl:grid-cols-[15rem_minmax(0,1fr)_13rem]">
        <DocsSidebar
          categories={sidebar}
          currentPath={page.path}
          label={docsUi.sidebarLabel}
          toggleLabel={docsUi.sidebarToggle}
        />
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div ref={prose}>{body && <Prose html={body.html} />}</div>
          <DocsPageMeta lastUpdated={loaderData.lastUpdated} editUrl={loaderData.editUrl} labels={docsUi} />
          {loaderData.feedbackEndpoint && (
            <DocsFeedback
              key={page.path}
              endpoint={loaderData.feedbackEndpoint}
              page={page.path}
              labels={docsUi.feedback}
            />
          )}
          <DocsPager prev={pager.prev} next={pager.next} labels={docsUi} />
        </div>
        {/* Phones: after the content. Laptops: under the sidebar. Wide screens: a column of its own. */}
        {body && (
          <div className="lg:col-start-1 lg:row-start-2 xl:col-start-3 xl:row-span-2 xl:row-start-1">
            <OnThisPage headings={loaderData.headings} label={loaderData.onThisPage} />
          </div>
        )}
      </div>
    </article>
  );
}
