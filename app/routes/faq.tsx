import { ArticlePage } from "~/components/content/article-page";
import { FaqList } from "~/components/faq/faq-list";
import { plainText } from "~/core/text/plain-text";
import { getData } from "~/server/content.server";
import { pageData } from "~/server/page-data.server";
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
        .map(({ id, question, answer }) => ({ id, question, answer, text: plainText(answer) })),
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
