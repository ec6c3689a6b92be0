/**
 * Leads and docs feedback on the server: the receivers the Functions route to, the D1 stores,
 * delivery to the sales team's webhook, and the slice of the content the receivers read. All of
 * it runs in the Worker; what only Node runs (the command line's parts) is ./node.ts.
 */
export { deliverDue, RETRY_DELAYS_MS } from "./delivery.ts";
export { type FeedbackRow, type FeedbackStore } from "./feedback-store.ts";
export { d1LeadStore, type D1Like, type LeadsEnv, type LeadStore, type StoredLead } from "./lead-store.ts";
export { feedbackRoute, handleFeedback, MAX_FEEDBACK_BYTES } from "./receive-feedback.ts";
export { handleLead, leadRoute, type LeadOptions } from "./receive-lead.ts";
export { receiverData, type ReceiverData } from "./receiver-data.ts";
