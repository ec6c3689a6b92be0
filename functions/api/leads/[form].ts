/**
 * POST /api/leads/get-started and /api/leads/contact: the forms' receiver
 * (backend/leads/receive-lead.ts) over the few values of the content it checks against.
 */
import { leadRoute, type ReceiverData } from "#backend/leads/index.ts";
import receiver from "#generated/receiver.json";

export const onRequest = leadRoute(receiver as ReceiverData);
