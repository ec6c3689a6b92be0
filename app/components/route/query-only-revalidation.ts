import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose query string only holds a view (a filter, a billing period, a prefilled form):
 * changing it needs no new data, so React Router does not fetch the page's data again.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
