/** The two billing periods of /pricing and /get-started's ?billing= (kept apart from the price arithmetic, which only /pricing loads). */
export const BILLING_PERIODS = ["monthly", "annual"] as const;
export type Billing = (typeof BILLING_PERIODS)[number];

/** The billing period a query string asks for; anything else is monthly. */
export function billingFrom(value: string | null | undefined): Billing {
  return value === "annual" ? "annual" : "monthly";
}
