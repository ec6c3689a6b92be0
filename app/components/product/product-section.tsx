import { useId, type ReactNode } from "react";
import { useLocalize } from "../layout/locale-context";

/** One titled part of a product page, named by its heading for assistive technology. */
export function ProductSection({ heading, children }: { heading: string; children: ReactNode }) {
  const t = useLocalize();
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white">
        {t(heading)}
      </h2>
      {children}
    </section>
  );
}
