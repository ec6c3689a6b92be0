/**
 * The site's forms, shared by the browser and the receivers: their fields and limits, where they
 * send, the schemas that check them (zod/mini), and a form page's settings. A page imports
 * ./client.ts up front and this entry once a visitor starts on a form.
 */
export * from "./client.ts";
export { checkFeedback, MAX_FEEDBACK_COMMENT } from "./feedback-schema.ts";
export { formSettings } from "./form-settings.ts";
export {
  checkLead,
  contactSchema,
  getStartedSchema,
  LEAD_SCHEMAS,
  type ContactLead,
  type GetStartedLead,
  type LeadCheck,
  type LeadReferences,
} from "./lead-schema.ts";
