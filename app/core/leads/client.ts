/**
 * What a page with a form needs before anyone types: the forms' names, options and limits, and
 * where they send. The schemas that check the fields (./index.ts) load once a visitor starts.
 */
export {
  COMPANY_SIZES,
  CONTACT_TOPICS,
  DECORATION_TYPES,
  DEMO_DAYS,
  DEMO_TIMES,
  fieldsFromFormData,
  HONEYPOT_FIELD,
  LEAD_ERROR_CODES,
  LEAD_FORMS,
  LEAD_FORM_PAGES,
  LEAD_THANK_YOU_PAGE,
  LEAD_TIMEOUT_MS,
  LEADS_PER_ADDRESS_PER_MINUTE,
  MAX_LEAD_BYTES,
  REQUEST_KINDS,
  type LeadErrorCode,
  type LeadForm,
} from "./fields.ts";
export { FEEDBACK_PATH, feedbackEndpoint, leadEndpoint, leadMailto } from "./lead-endpoint.ts";
