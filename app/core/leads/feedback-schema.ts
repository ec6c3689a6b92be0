/**
 * A docs page's "Was this page helpful?" answer, checked by the browser before it sends and again
 * by the receiver (functions/api/feedback.ts), which trusts nothing the browser checked.
 * The widget imports this module only when the visitor presses Send.
 */
// zod/mini, as lead-schema.ts: this module ships to the browser.
import * as z from "zod/mini";
import { HONEYPOT_FIELD } from "./fields.ts";
import { oneKindOfLineBreak, printable, showsSomething, trimBlanks } from "./plain-text.ts";

/** The longest comment kept; the comment box stops there too. */
export const MAX_FEEDBACK_COMMENT = 1000;

const feedbackSchema = z.strictObject({
  /** The docs page the answer is about: a site path under /documentation/. */
  page: z.string().check(z.maxLength(200), z.regex(/^\/documentation\/[a-z0-9-]+(\/[a-z0-9-]+)*$/)),
  helpful: z.boolean(),
  /**
   * Cleaned as a form's text box is: line breaks made line feeds, blanks at the ends trimmed, a
   * comment that shows nothing made empty, and any other control character refused.
   */
  comment: z._default(
    z.string().check(
      z.overwrite((value) => {
        const text = trimBlanks(oneKindOfLineBreak(value));
        return showsSomething(text) ? text : "";
      }),
      z.maxLength(MAX_FEEDBACK_COMMENT),
      z.refine((value) => printable(value, true)),
    ),
    "",
  ),
  [HONEYPOT_FIELD]: z._default(z.string().check(z.maxLength(200)), ""),
});
export type Feedback = z.output<typeof feedbackSchema>;

export function checkFeedback(input: unknown): { ok: true; feedback: Feedback } | { ok: false } {
  const result = feedbackSchema.safeParse(input);
  return result.success ? { ok: true, feedback: result.data } : { ok: false };
}
