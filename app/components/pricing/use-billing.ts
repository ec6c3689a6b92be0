import { useSearchParams } from "react-router";
import { useAfterHydration } from "#app/components/ui/use-after-hydration.ts";
import { billingFrom, type Billing } from "#app/core/pricing/index.ts";

/**
 * The billing period of /pricing, kept in the query string (?billing=annual) so a view can be
 * shared. The prerendered page shows monthly prices; a link to annual ones switches right after
 * hydration, and a page opened without the query is not rendered twice.
 */
export function useBilling(): [Billing, (billing: Billing) => void] {
  const [params, setParams] = useSearchParams();
  const billing = useAfterHydration(billingFrom(params.get("billing")), "monthly");
  function choose(next: Billing) {
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set("billing", next);
        return query;
      },
      // Replace: flipping the switch is not a page the Back button should step through.
      { replace: true, preventScrollReset: true },
    );
  }
  return [billing, choose];
}
