/** POST /api/feedback: the docs pages' "Was this page helpful?" (backend/leads/receive-feedback.ts). */
import { feedbackRoute, type ReceiverData } from "#backend/leads/index.ts";
import receiver from "#generated/receiver.json";

export const onRequest = feedbackRoute(receiver as ReceiverData);
