import { useId, type ReactNode } from "react";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";

/**
 * One titled part of a product page, named by its heading for assistive technology. `unsearched`:
 * a part that lists other pages, left out of the site search (components/search/search-scope.ts).
 */
export function ProductSection({
  heading,
  children,
  unsearched = false,
}: {
  heading: string;
  children: ReactNode;
  unsearched?: boolean;
}) {
  const t = useLocalize();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-14 first:mt-0 not-first-of-type:render-when-near"
      {...(unsearched ? UNSEARCHED : {})}
    >
      <h2 id={id} className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white">
        {t(heading)}
      </h2>
      {children}
    </section>
  );
}
