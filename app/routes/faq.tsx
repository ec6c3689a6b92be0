import { ArticlePage } from "~/components/content/article-page";
import { haystackOf } from "~/components/faq/faq-filter";
import { FaqList } from "~/components/faq/faq-list";
import { plainText } from "~/core/text/plain-text";
import { getData } from "~/server/content.server";
import { pageData } from "~/server/page-data.server";
import { ukSpelling } from "~/server/build.server";
import { pageMeta } from "~/components/route/page-meta";
import { faqSchema } from "~/server/structured-data.server";
import type { Route } from "./+types/faq";

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
