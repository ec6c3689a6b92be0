/**
 * The docs feedback's old address: pages built before feedback moved to /api/feedback (a tab
 * left open across a deploy) still post here. 308 keeps the method and body, so the browser sends
 * the same answer on to the new receiver. A static name, so [form].ts never sees "feedback".
 */
import { FEEDBACK_PATH } from "#app/core/leads/index.ts";

export const onRequest = ({ request }: { request: Request }) =>
  new Response(null, { status: 308, headers: { location: new URL(FEEDBACK_PATH, request.url).href } });
