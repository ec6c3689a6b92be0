import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root.ts";
import stylesheet from "./app.css?url";
import { AnalyticsConsent } from "#app/components/layout/analytics-consent.tsx";
import { LocaleProvider } from "#app/components/layout/locale-context.tsx";
import { NavigationRecovery } from "#app/components/layout/navigation-recovery.tsx";
import { PageBody } from "#app/components/layout/page-body.tsx";
import { PageTransition } from "#app/components/layout/page-transition.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { NotFoundPage, PageError } from "#app/components/layout/status-boundary.tsx";
import { ScrollRestoration } from "#app/components/layout/scroll-restoration.tsx";
import { StructuredData } from "#app/components/layout/structured-data.tsx";
import { IconSprite } from "#app/components/ui/icon.tsx";
import { useInAppLinkClicks } from "#app/components/ui/use-in-app-link-clicks.ts";
import { NOTIFICATIONS_REGION_ID, Toaster } from "#app/components/ui/toaster.tsx";
import { bootScript } from "#app/components/layout/boot-script.ts";
import { shellData, type ShellData } from "#app/server/shell.server.ts";
import { requestPath } from "#app/server/content.server.ts";
import { hostOf } from "#app/core/site/index.ts";

/**
 * The site's one stylesheet. `precedence` makes it a React stylesheet resource, which React writes
 * at the top of <head>, ahead of the script preloads. The build then writes the file's text into
 * each prerendered page in its place (scripts/build/inline-stylesheet.ts), so the first paint waits
 * for no second request. The browser's React leaves it out: the page already has it, and naming the
 * file would make React fetch it again while hydrating. `npm run dev` keeps the file, for Vite's
 * hot reload.
 */
export const links: Route.LinksFunction = () =>
  import.meta.env.SSR || import.meta.env.DEV
    ? [{ rel: "stylesheet", href: stylesheet, precedence: "default" }]
    : [];

/** Runs at build time for every prerendered page: the shared shell's copy and links. */
export function loader({ request }: Route.LoaderArgs) {
  return shellData(requestPath(request));
}

/**
 * The head of a page that has none of its own: the 404 page (its route has no meta, and an error
 * leaves only the root's), all of it on the 404 page's prerender and its title elsewhere
 * (server/shell.server.ts). Every page's own route replaces it.
 */
export const meta: Route.MetaFunction = ({ data }) => (data as ShellData | undefined)?.notFoundHead ?? [];

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const lang = shell?.lang ?? "en";
  const onInAppLinkClick = useInAppLinkClicks();
  const comHost = shell ? hostOf(shell.siteUrls.com) : "";
  return (
    // The boot script may swap dark/light before React hydrates; that attribute difference is expected.
    <html lang={lang} className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint until the whole page is parsed, up to the notifications region after the
            footer. The parser otherwise stops partway through the body and the browser paints what
            it has, then restyles and lays out the page again for the rest: two or more passes over
            the page, each a long task on a phone, in place of one. The prerendered page is a few
            kilobytes of compressed HTML, so waiting for its end costs no round trip. Where the
            region is absent, the end of parsing releases the paint. */}
        <link rel="expect" href={`#${NOTIFICATIONS_REGION_ID}`} blocking="render" />
        {/* The same bytes on every page, so the CSP allows it by its hash (scripts/build/cli/page-scripts.ts).
            Written at prerender only: it has run by the time React hydrates, and hydration leaves a
            script's text alone, so the bundle does not carry it. The element itself stays on both
            sides: React matches <head> children in order, so leaving it out would misalign the rest. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? bootScript(comHost) : "" }}
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <StructuredData />
      </head>
      {/* The page's links are plain <a> elements whose clicks become in-app navigations here
          (ui/use-in-app-link-clicks.ts): a <Link> runs a dozen router hooks each time it renders,
          and pages such as /sitemap have over a hundred. The body only delegates; the links stay
          real links for keyboards and assistive tech. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <body className="flex min-h-dvh flex-col" onClick={onInAppLinkClick}>
        <IconSprite />
        {shell ? (
          <LocaleProvider defaultLocale={shell.defaultLocale} comHost={comHost}>
            <SiteHeader shell={shell} />
            {/* The header is fixed; this padding keeps the page's top clear of it. */}
            {/* data-pagefind-body: the site search indexes the page, not the header and footer. */}
            <main id="main" data-pagefind-body className="flex-1 pt-header">
              <PageTransition loadingLabel={shell.ui.loading}>
                <PageBody>{children}</PageBody>
              </PageTransition>
            </main>
            <SiteFooter shell={shell} />
            <Toaster labels={shell.ui.toast} />
            {shell.analyticsId && shell.ui.consent && (
              <AnalyticsConsent id={shell.analyticsId} labels={shell.ui.consent} />
            )}
          </LocaleProvider>
        ) : (
          <main id="main">
            <PageBody>{children}</PageBody>
          </main>
        )}
        <NavigationRecovery />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A 404 from any loader shows the 404 page; anything else is a real fault and says so. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <PageError error={error} />;
}

/**
 * What the root shows while the browser has no data for the URL: only on 404.html, which the host
 * serves at unknown URLs, some under a collection's route (/modules/no-such-module) that has no
 * prerendered data. It is the 404 page the document already shows, so hydration matches, and the
 * route's own 404 then arrives as an error with the same page.
 */
export function HydrateFallback() {
  return <NotFoundPage />;
}
