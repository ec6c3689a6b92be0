/**
 * Sends a form's fields to its endpoint as JSON and names what happened, so the form can say it
 * in the visitor's words. Never throws. `attemptKey` names this attempt (an Idempotency-Key): sent
 * again on "Try again", it makes the receiver answer as the first time instead of storing the lead
 * twice when the first answer was only slow.
 */
import { LEAD_TIMEOUT_MS } from "#app/core/leads/client.ts";

export type SendOutcome =
  | { kind: "created" }
  /** The receiver refused some fields: a message for each, by field name. */
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "rateLimited" }
  | { kind: "server" }
  | { kind: "network" }
  | { kind: "timeout" };

export async function sendLead(
  url: string,
  fields: Record<string, unknown>,
  attemptKey: string,
  timeoutMs = LEAD_TIMEOUT_MS,
): Promise<SendOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": attemptKey,
      },
      body: JSON.stringify(fields),
      signal: controller.signal,
    });
    if (response.ok) return { kind: "created" };
    if (response.status === 429) return { kind: "rateLimited" };
    if (response.status === 422) {
      const body = (await response.json().catch(() => null)) as { errors?: unknown } | null;
      const errors = body?.errors;
      if (errors && typeof errors === "object") {
        const messages = Object.fromEntries(
          Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        );
        if (Object.keys(messages).length > 0) return { kind: "invalid", errors: messages };
      }
    }
    return { kind: "server" };
  } catch {
    return { kind: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}
