/**
 * A count typed into one of the estimator's boxes, read against its range. Apart from pricing.ts,
 * which every page showing a price loads, so only /pricing carries it.
 */
/** Why a count typed into the estimator was corrected, if it was. */
export type CountProblem = "aboveMax" | "belowMin" | "notANumber" | "notWhole";

/**
 * A count as typed into one of the estimator's boxes (an add-on's units), read against its range:
 * what is counted, and why that differs from what was typed. Nothing out of range is counted
 * silently: the caller shows the problem beside the box. `badInput` is the browser's word that
 * a number box holds something that is not a number (its value is then "").
 */
export function readCount(
  typed: string,
  { min, max, badInput = false }: { min: number; max: number; badInput?: boolean },
): { count: number; problem: CountProblem | null } {
  const text = typed.trim();
  if (badInput) return { count: min, problem: "notANumber" };
  if (text === "") return { count: min, problem: null };
  const value = Number(text);
  if (!Number.isFinite(value)) return { count: min, problem: "notANumber" };
  if (value < min) return { count: min, problem: "belowMin" };
  if (value > max) return { count: max, problem: "aboveMax" };
  if (!Number.isInteger(value)) return { count: Math.floor(value), problem: "notWhole" };
  return { count: value, problem: null };
}
