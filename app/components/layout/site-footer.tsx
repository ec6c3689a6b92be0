import { requestConsentSettings } from "#app/components/consent/consent-settings.ts";
import type { ShellData } from "#app/server/shell.server.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { useLocalize } from "./locale-context.tsx";
import { Logo } from "./logo.tsx";
import { Prerendered } from "#app/components/ui/prerendered.tsx";

/**
 * Footer: link groups from content/navigation.yaml, every module, and the legal notice of this
 * domain's company (markets.yaml): the .com site's UK company with its VAT number, the .us site's own. Its links are plain <a> elements, which open in the app like any page link
 * (ui/use-in-app-link-clicks.ts): over thirty <Link>s were a large part of every page's hydration.
 */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const t = useLocalize();
  const { business, ui } = shell;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-800 dark:bg-ink-950 dark:text-slate-400">
      {/* Links and words only: hydrating adopts the prerendered list as it is (ui/prerendered.tsx). */}
      <Prerendered
        sameFor="shell"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(5,1fr)]"
      >
        <div>
          <a href="/" className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
            <Logo />
            {shell.siteName}
          </a>
          <p className="mt-4 text-sm leading-6">{t(business.description)}</p>
        </div>
        {/* Newspaper columns below lg, the grid's columns from lg (app.css). */}
        <div className="footer-groups">
          <FooterGroup
            heading={t(ui.footer.modulesHeading)}
            links={shell.modules.map((m) => ({ label: m.title, path: m.path }))}
          />
          {shell.navigation.footer.map((group) => (
            <FooterGroup
              key={group.heading}
              heading={t(group.heading)}
              links={group.links.map((l) => ({ label: t(l.label), path: l.path }))}
            />
          ))}
        </div>
      </Prerendered>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-6 text-xs sm:px-6">
          <p>
            {fillTemplate(t(ui.footer.copyright), {
              year: shell.copyrightYears,
              name: shell.company.name,
            })}
          </p>
          <p>{shell.company.lines.map(t).join(" ")}</p>
          {ui.consent && (
            <p>
              <button
                type="button"
                onClick={requestConsentSettings}
                className="underline underline-offset-2 hover:text-slate-900 dark:hover:text-white"
              >
                {t(ui.consent.settings)}
              </button>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}

function FooterGroup({ heading, links }: { heading: string; links: { label: string; path: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{heading}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path} className="hover:text-slate-900 dark:hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
