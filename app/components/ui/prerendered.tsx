import { useState, type ComponentPropsWithRef, type ElementType, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useLocale } from "#app/components/layout/locale-context.tsx";
import { isHydrated } from "#app/components/layout/hydration.ts";

/** What an adopted element is given: no markup of React's, so React keeps the page's own. */
const ADOPTED = { __html: "" };

/**
 * A part that never changes once it has arrived: no handler, no state, nothing the browser alone
 * knows (its links are plain <a> elements, which the body's handler opens in the app). While the
 * page hydrates, React adopts the element and leaves what the prerender wrote inside it as it is,
 * as it does the icon sprite's (ui/icon.tsx): it neither renders the children nor walks their
 * elements, which was most of the cost of hydrating a page. The element itself is hydrated, with
 * its attributes and ref (scroll reveal watches it).
 *
 * The children render as usual wherever the page did not come from the prerender: a page reached
 * by in-app navigation, the same part once the address has changed (`sameFor`, by default the
 * page's path), and the whole part once the visitor's locale is not the one the prerender spelt
 * (a UK visitor on .us, just after hydrating). Then React writes the children in place of the
 * adopted contents, once, and renders them as any part from there on.
 */
export function Prerendered<T extends ElementType = "div">({
  as,
  sameFor,
  children,
  ...props
}: {
  as?: T;
  /** What the contents depend on besides the locale: the page's path unless given ("shell" for the footer). */
  sameFor?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithRef<T>, "children" | "dangerouslySetInnerHTML">) {
  const Tag: ElementType = as ?? "div";
  return useAdopted(sameFor) ? (
    <Tag {...props} suppressHydrationWarning dangerouslySetInnerHTML={ADOPTED} />
  ) : (
    <Tag {...props}>{children}</Tag>
  );
}

/**
 * Whether this part still shows the prerendered contents it adopted while hydrating: same path (or
 * `sameFor`) and the prerender's locale since. Once it has not, it never adopts again: React then
 * owns its children.
 */
function useAdopted(sameFor: string | undefined): boolean {
  const { pathname } = useLocation();
  const { locale, defaultLocale } = useLocale();
  const key = `${sameFor ?? pathname}|${locale}`;
  const [adopted, setAdopted] = useState(() =>
    import.meta.env.SSR || isHydrated() || locale !== defaultLocale ? null : key,
  );
  if (adopted !== null && adopted !== key) setAdopted(null);
  return adopted === key;
}
