/** What the product pages share: a customer's words, proof, and titled points. */
import { z } from "zod";
import { reference, shortText, text } from "#app/core/content/fields.ts";

/** A customer's words, with who said them. */
const quote = z.strictObject({ text, person: text, role: text, company: text });

/**
 * Proof on a module or industry page: a case study (its headline result and quote show) or a
 * customer's quote. Exactly one of the two.
 */
export const proof = z
  .strictObject({ caseStudy: reference("caseStudies").optional(), quote: quote.optional() })
  .refine((p) => (p.caseStudy === undefined) !== (p.quote === undefined), {
    message: "needs either a caseStudy or a quote, not both",
  });

/** A titled point: a benefit or a step of "how it works". */
export const point = z.strictObject({ title: shortText(60), text });
