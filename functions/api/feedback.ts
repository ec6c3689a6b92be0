/**
 * POST /api/feedback: the docs pages' "Was this page helpful?" answers, with the same rules as the
 * forms' receiver: it reads at
 * most MAX_FEEDBACK_BYTES, checks the fields with the browser's own schema, drops what the
 * honeypot catches, limits each address to LEADS_PER_ADDRESS_PER_MINUTE answers and stores them in
 * D1's `feedback` table. It never answers with a crash: any failure is a JSON 500.
 *
 * Answers: 201 {id}; 400 (unreadable body, bad or unknown fields, a page that is not a docs page,
 * a filled honeypot); 405; 413; 415 (not JSON); 429; 503 (no database).
 */
import { checkFeedback } from "../../app/core/leads/feedback-schema.ts";
import { HONEYPOT_FIELD } from "../../app/core/leads/fields.ts";
import type { ReceiverData } from "../../app/core/leads/receiver-data.ts";
import receiver from "../../.generated/receiver.json";
import type { D1Like } from "../../app/core/leads/lead-store.ts";
import {
  clientKeyOf,
  d1SenderStore,
  json,
  limitWindow,
  mediaTypeOf,
  neverCrash,
  postedBody,
  textOf,
  tooMany,
  unsupportedMediaType,
  type Env,
  type SenderStore,
} from "../_lib/receiver.ts";

/** A page path, a yes or no and 1,000 characters fit well inside this. */
export const MAX_FEEDBACK_BYTES = 8 * 1024;

const DOCS_PAGES = new Set((receiver as ReceiverData).docsPages);

export type FeedbackRow = {
  id: string;
  createdAt: string;
  page: string;
  helpful: boolean;
  comment: string;
  clientKey: string;
};

/** Where answers are kept: D1's `feedback` table. */
export type FeedbackStore = SenderStore<FeedbackRow>;

export const d1FeedbackStore = (db: D1Like): FeedbackStore =>
  d1SenderStore(
    db,
    "feedback",
    ["id", "created_at", "page", "helpful", "comment", "client_key"],
    (row: FeedbackRow) => [row.id, row.createdAt, row.page, row.helpful ? 1 : 0, row.comment, row.clientKey],
  );

export async function handleFeedback(
  request: Request,
  store: FeedbackStore | undefined,
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
  if (!DOCS_PAGES.has(feedback.page)) return json(400, { error: "no such documentation page" });
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

export const onRequest = neverCrash(
  (context: { request: Request; env: Env }) =>
    handleFeedback(context.request, context.env.LEADS_DB ? d1FeedbackStore(context.env.LEADS_DB) : undefined),
  "the feedback could not be stored",
);
