/**
 * POST /api/feedback (functions/api/feedback.ts): the docs pages' "Was this page helpful?"
 * answers, with the same rules as the forms' receiver: it reads at most MAX_FEEDBACK_BYTES,
 * checks the fields with the browser's own schema, drops what the honeypot catches, limits each
 * address to LEADS_PER_ADDRESS_PER_MINUTE answers and stores them in D1's `feedback` table. It
 * never answers with a crash: any failure is a JSON 500.
 *
 * Answers: 201 {id}; 400 (unreadable body, bad or unknown fields, a page that is not a docs page,
 * a filled honeypot); 405; 413; 415 (not JSON); 429; 503 (no database).
 */
import { checkFeedback, HONEYPOT_FIELD } from "#app/core/leads/index.ts";
import {
  clientKeyOf,
  json,
  mediaTypeOf,
  neverCrash,
  postedBody,
  textOf,
  tooMany,
  unsupportedMediaType,
} from "#backend/http/index.ts";
import { d1FeedbackStore, type FeedbackStore } from "./feedback-store.ts";
import { limitWindow, type LeadsEnv } from "./lead-store.ts";
import type { ReceiverData } from "./receiver-data.ts";

/** A page path, a yes or no and 1,000 characters fit well inside this. */
export const MAX_FEEDBACK_BYTES = 8 * 1024;

export async function handleFeedback(
  request: Request,
  store: FeedbackStore | undefined,
  receiver: Pick<ReceiverData, "docsPages">,
  now: () => Date = () => new Date(),
): Promise<Response> {
  const body = await postedBody(request, MAX_FEEDBACK_BYTES);
  if (body instanceof Response) return body;
  if (!mediaTypeOf(request, ["application/json"])) return unsupportedMediaType(["application/json"]);
  let fields: unknown;
  try {
    fields = JSON.parse(textOf(body));
  } catch {
    return json(400, { error: "the body is not JSON" });
  }
  const check = checkFeedback(fields);
  if (!check.ok) return json(400, { error: "the answer's fields are not valid" });
  const { feedback } = check;
  if (feedback[HONEYPOT_FIELD] !== "") return json(400, { error: "refused" });
  if (!receiver.docsPages.includes(feedback.page)) return json(400, { error: "no such documentation page" });
  if (!store) return json(503, { error: "no feedback store is configured" });

  const at = now();
  const id = crypto.randomUUID();
  const row = {
    id,
    createdAt: at.toISOString(),
    page: feedback.page,
    helpful: feedback.helpful,
    comment: feedback.comment,
    clientKey: await clientKeyOf(request),
  };
  if (!(await store.insertIfAdmitted(row, limitWindow(at)))) return tooMany("answers");
  return json(201, { id });
}

/** The Pages Function of functions/api/feedback.ts, over the build's receiver data. */
export const feedbackRoute = (receiver: Pick<ReceiverData, "docsPages">) =>
  neverCrash(
    (context: { request: Request; env: LeadsEnv }) =>
      handleFeedback(
        context.request,
        context.env.LEADS_DB ? d1FeedbackStore(context.env.LEADS_DB) : undefined,
        receiver,
      ),
    "the feedback could not be stored",
  );
