import { useState } from "react";
import type { PricingContent } from "#app/core/content/index.ts";
import { estimate, readCount, type Billing, type CountProblem } from "#app/core/pricing/index.ts";

/** What an add-on's box holds, and whether the browser found no number in it. */
type AddOnBox = { typed: string; badInput: boolean };

/**
 * The estimator's state and arithmetic: the plan, the team size as typed, each add-on's box and
 * why it was last corrected, and the estimate they give (core/pricing does the sums). Add-ons the
 * plan does not offer count for nothing, and choosing such a plan empties their boxes, so a
 * disabled box never shows a count and a later plan never inherits one.
 */
export function useEstimate(pricing: PricingContent, billing: Billing) {
  const initialPlan = pricing.plans.find((p) => p.highlighted) ?? pricing.plans[0]!;
  const [planId, setPlanId] = useState(initialPlan.id);
  // Text, not a number: a visitor clearing the box to type a new count sees an empty box.
  const [users, setUsers] = useState(String(initialPlan.includedUsers));
  const [boxes, setBoxes] = useState<Record<string, AddOnBox>>({});
  // Why a box was last corrected when the visitor left it: said until its next change.
  const [corrected, setCorrected] = useState<Record<string, CountProblem>>({});
  const plan = pricing.plans.find((p) => p.id === planId)!;
  /** Another plan: the boxes of add-ons it does not offer are emptied, with what was said of them. */
  const choosePlan = (id: string) => {
    const offered = <T>(all: Record<string, T>) =>
      Object.fromEntries(
        Object.entries(all).filter(([addOnId]) =>
          pricing.addOns.some((a) => a.id === addOnId && a.plans.includes(id)),
        ),
      );
    setPlanId(id);
    setBoxes(offered);
    setCorrected(offered);
  };
  const counts = Object.fromEntries(
    pricing.addOns.map((addOn) => {
      const box = boxes[addOn.id] ?? { typed: "0", badInput: false };
      return [addOn.id, readCount(box.typed, { min: 0, max: addOn.max, badInput: box.badInput })];
    }),
  );
  const offeredUnits = Object.fromEntries(
    pricing.addOns
      .filter((addOn) => addOn.plans.includes(plan.id))
      .map((addOn) => [addOn.id, counts[addOn.id]!.count]),
  );
  const usersCount = users.trim() === "" ? 0 : Number(users);
  const result = estimate(pricing.plans, pricing.addOns, pricing.annualMonthsCharged, {
    planId,
    users: usersCount,
    addOns: offeredUnits,
    billing,
  });

  const addOn = {
    typed: (id: string) => boxes[id]?.typed ?? "0",
    /** What the visitor typed (the browser's badInput included), and no correction said. */
    typedInto: (id: string, { value, validity }: HTMLInputElement) => {
      setBoxes((all) => ({ ...all, [id]: { typed: value, badInput: validity.badInput } }));
      setCorrected(({ [id]: _, ...rest }) => rest);
    },
    /** Leaving a box shows what is counted, and the note below it keeps saying why. */
    left: (id: string) => {
      const { count, problem } = counts[id]!;
      if (!problem) return;
      setBoxes((all) => ({ ...all, [id]: { typed: String(count), badInput: false } }));
      setCorrected((all) => ({ ...all, [id]: problem }));
    },
    counts,
    corrected,
  };
  return { plan, choosePlan, users, setUsers, usersCount, addOn, offeredUnits, result };
}

export type EstimateState = ReturnType<typeof useEstimate>;
