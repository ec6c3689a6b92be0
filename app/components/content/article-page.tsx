import type { ReactNode } from "react";
import type { PageBody } from "#app/core/content/index.ts";
import { PageHeader, type Crumb } from "./page-header.tsx";
import { Prose } from "./prose.tsx";

type ArticleData = {
  page: { title: string; description: string };
  crumbs: Crumb[];
  body: Pick<PageBody, "html"> | null;
};

/** The common page frame: header block, optional content before and after the Markdown body. */
export function ArticlePage({
  data,
  before,
  after,
  aside,
  headerExtra,
}: {
  data: ArticleData;
  before?: ReactNode;
  after?: ReactNode;
  aside?: ReactNode;
  headerExtra?: ReactNode;
}) {
  return (
    <article>
      <PageHeader title={data.page.title} lead={data.page.description} crumbs={data.crumbs} wide={!!aside}>
        {headerExtra}
      </PageHeader>
      <div
        className={`mx-auto px-4 py-12 sm:px-6 ${aside ? "grid max-w-6xl gap-12 lg:grid-cols-[16rem_1fr]" : "max-w-5xl"}`}
      >
        {aside}
        <div>
          {before}
          {data.body && <Prose html={data.body.html} />}
          {after}
        </div>
      </div>
    </article>
  );
}
