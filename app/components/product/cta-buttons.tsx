import { Link } from "react-router";
import { useLocalize } from "../layout/locale-context";

type PageLink = { label: string; href: string };

/** A product page's two calls to action: the trial (a filled button) and the demo. */
export function CtaButtons({
  primary,
  secondary,
  className = "",
}: {
  primary: PageLink;
  secondary: PageLink;
  className?: string;
}) {
  const t = useLocalize();
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link
        to={primary.href}
        className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700"
      >
        {t(primary.label)}
      </Link>
      <Link
        to={secondary.href}
        className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-900 transition-colors hover:border-brand-500 dark:border-slate-600 dark:text-white dark:hover:border-white"
      >
        {t(secondary.label)}
      </Link>
    </div>
  );
}
