import { lazy, Suspense, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { AnalyticsConsent } from "./components/layout/analytics-consent";
import { LocaleProvider } from "./components/layout/locale-context";
import { NavigationRecovery } from "./components/layout/navigation-recovery";
import { PageTransition } from "./components/layout/page-transition";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ScrollRestoration } from "./components/layout/scroll-restoration";
import { StructuredData } from "./components/layout/structured-data";
import { Toaster } from "./components/ui/toaster";
import { BOOT_SCRIPT } from "./lib/boot-script";
import { shellData, type ShellData } from "./lib/shell.server";
import { siteWideSchema } from "./lib/structured-data.server";

/**
 * The site's one stylesheet. `precedence` makes it a React stylesheet resource, which React writes
 * at the top of <head>, ahead of the script preloads, so the browser fetches it first: it is the
 * only thing that holds back the first paint.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

/** Runs at build time for every prerendered page: the shared shell's copy and links. */
export function loader() {
  return { ...shellData(), schema: siteWideSchema() };
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const lang = shell?.lang ?? "en";
  return (
    // The boot script may swap dark/light before React hydrates; that attribute difference is expected.
    <html lang={lang} className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The build moves it into a file of its own, like every script (the CSP allows no inline ones). */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <StructuredData />
      </head>
      <body className="flex min-h-dvh flex-col">
        {shell ? (
          <LocaleProvider
            defaultLocale={shell.defaultLocale}
            comHost={new URL(shell.siteUrls.com).host.replace(/^www\./, "")}
          >
            <SiteHeader shell={shell} />
            {/* The header is fixed; this padding keeps the page's top clear of it. */}
            <main id="main" className="flex-1 pt-16">
              <PageTransition loadingLabel={shell.ui.loading}>{children}</PageTransition>
            </main>
            <SiteFooter shell={shell} />
            <Toaster labels={shell.ui.toast} />
            {shell.analyticsId && shell.ui.consent && (
              <AnalyticsConsent id={shell.analyticsId} labels={shell.ui.consent} />
            )}
          </LocaleProvider>
        ) : (
          <main id="main">{children}</main>
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

// Loaded only when a page fails: the 404 route has its own copy, and no other page needs it.
const NotFoundPage = lazy(() =>
  import("./components/layout/status-page").then((m) => ({ default: m.NotFoundPage })),
);
const PageError = lazy(() =>
  import("./components/layout/status-page").then((m) => ({ default: m.PageError })),
);

/** A 404 from any loader shows the spec's page; anything else is a real fault and says so. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <PageError error={error} />}
    </Suspense>
  );
}
