import { Link, NavLink } from "react-router";
import type { ShellData } from "~/lib/shell.server";
import { useLocalize } from "./locale-context";
import { Logo } from "./logo";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-white ${isActive ? "text-white" : "text-slate-300"}`;

/** The site header: every link comes from content/navigation.yaml, checked against the manifest. */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const t = useLocalize();
  const { header } = shell.navigation;
  return (
    <header className="sticky top-0 z-40 bg-ink-950/90 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink-950">
        {t(shell.ui.skipToContent)}
      </a>
      <nav aria-label={t(shell.ui.nav.mainLabel)} className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-4 sm:px-6">
        <Link to="/" className="mr-4 flex items-center gap-2 text-lg font-bold text-white">
          <Logo />
          {shell.siteName}
        </Link>
        <NavLink to={header.modules.path} className={linkClass}>
          {t(header.modules.label)}
        </NavLink>
        {header.links.map((link) => (
          <NavLink key={link.path} to={link.path} className={linkClass}>
            {t(link.label)}
          </NavLink>
        ))}
        {header.resources.links.map((link) => (
          <NavLink key={link.path} to={link.path} className={linkClass}>
            {t(link.label)}
          </NavLink>
        ))}
        <Link to={header.getStarted.path} className="ml-auto rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {t(header.getStarted.label)}
        </Link>
      </nav>
    </header>
  );
}
