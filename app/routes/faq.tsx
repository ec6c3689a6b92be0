import { ArticlePage } from "#app/components/content/article-page.tsx";
import { haystackOf } from "#app/components/faq/faq-filter.ts";
import { FaqList } from "#app/components/faq/faq-list.tsx";
import { plainText } from "#app/core/text/index.ts";
import { getData } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { ukSpelling } from "#app/server/build.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { faqSchema } from "#app/server/structured-data.server.ts";
import type { Route } from "./+types/faq.ts";

/** FAQ: content/faq.yaml's questions under their topics, each a disclosure with its own #anchor. */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const { topics, questions } = getData("faq");
  const groups = topics
    .map((topic) => ({
      ...topic,
      questions: questions
        .filter((q) => q.topic === topic.id)
        // Searchable in both spellings: the UK words come from the build, not the browser.
        .map(({ id, question, answer }) => ({
          id,
          question,
          answer,
          haystack: haystackOf(question, plainText(answer), ukSpelling),
        })),
    }))
    .filter((group) => group.questions.length > 0);
  return { ...data, schema: [...data.schema, faqSchema()], groups, labels: getData("ui").faq };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <ArticlePage
      data={loaderData}
      after={<FaqList groups={loaderData.groups} labels={loaderData.labels} />}
    />
  );
}
