/**
 * Sends a docs page's "Was this page helpful?" answer, checked with the receiver's own schema
 * first. Part of the feedback form's chunk, which loads only once a visitor answers.
 */
import { checkFeedback, LEAD_TIMEOUT_MS } from "#app/core/leads/index.ts";

export async function sendFeedback(
  endpoint: string,
  answer: { page: string; helpful: boolean; comment: string },
): Promise<boolean> {
  const check = checkFeedback(answer);
  if (!check.ok) return false;
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(check.feedback),
      signal: AbortSignal.timeout(LEAD_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}
