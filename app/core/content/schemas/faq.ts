/** content/faq.yaml: the questions /faq shows, under their topics. */
import { z } from "zod";
import { markdown, shortText, text } from "#app/core/content/fields.ts";

/** A FAQ anchor (/faq#<id>): lowercase words joined by hyphens. */
const faqId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

export const faqSchema = z
  .strictObject({
    topics: z
      .array(z.strictObject({ id: faqId, title: shortText(60) }))
      .min(1)
      .describe("The topics /faq groups its questions under, in page order; each a heading."),
    questions: z
      .array(
        z.strictObject({
          id: faqId.describe(
            "The question's anchor: /faq#<id> opens it. Unique; keep it when rewording the question.",
          ),
          topic: faqId.describe("The `id` of one of `topics`."),
          question: text,
          answer: markdown,
        }),
      )
      .min(1)
      .describe("Every question, in page order within its topic."),
  })
  .superRefine((faq, ctx) => {
    const topics = faq.topics.map((t) => t.id);
    const seen = new Set<string>();
    faq.topics.forEach((t, i) => {
      if (topics.indexOf(t.id) !== i)
        ctx.addIssue({ code: "custom", path: ["topics", i, "id"], message: `"${t.id}" is used twice` });
    });
    faq.questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: `"${q.id}" is used twice` });
      seen.add(q.id);
      if (topics.includes(q.id))
        ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: `"${q.id}" is a topic's id` });
      if (!topics.includes(q.topic))
        ctx.addIssue({
          code: "custom",
          path: ["questions", i, "topic"],
          message: `must be one of: ${topics.join(", ")}`,
        });
    });
  })
  .describe("/faq: questions grouped under topics, in page order.");
