/**
 * The slice of the content the request-time receivers read, written by the content build as
 * .generated/receiver.json: the Function bundles these few values instead of every page's copy.
 */
import type { LeadErrorCode } from "./fields.ts";

export type ReceiverData = {
  /** The sentence each problem code shows beside its field (ui.yaml `forms.errors`). */
  formErrors: Record<LeadErrorCode, string>;
  /** The docs pages, the only pages whose feedback is kept. */
  docsPages: string[];
};
