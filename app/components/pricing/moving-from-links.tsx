import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { ProductSection } from "#app/components/product/product-section.tsx";

/**
 * "Moving from another system?": a link to each moving-from guide, by the system's name. Left out
 * of the site search: it names every system, and a search for one should find its own guide.
 */
export function MovingFromLinks({
  heading,
  text,
  links,
}: {
  heading: string;
  text: string;
  links: readonly { path: string; title: string }[];
}) {
  const t = useLocalize();
  return (
    <div className="mt-20">
      <ProductSection heading={heading} unsearched>
        <p className="-mt-3 text-slate-600 dark:text-slate-300">{t(text)}</p>
        <ul className="mt-5 flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.path}>
              <a
                href={link.path}
                className="inline-block rounded-full border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:border-brand-500 dark:border-slate-600 dark:text-slate-100"
              >
                {t(link.title)}
              </a>
            </li>
          ))}
        </ul>
      </ProductSection>
    </div>
  );
}
