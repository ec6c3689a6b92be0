import type { HomeContent } from "#app/core/content/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { CallsToAction } from "#app/components/content/calls-to-action.tsx";
import { DashboardImage } from "./dashboard-image.tsx";
import { ParallaxShapes } from "./parallax-shapes.tsx";

const BADGE_ICONS = ["sparkles", "zap", "shield"] as const;

/**
 * The hero: text on the left and the dashboard on the right from the medium breakpoint, stacked
 * below it. Both columns rise in over 0.8 s, the picture 0.3 s later (CSS only, so it starts at
 * first paint and needs no script). Not `motion`, which the page loads after hydrating: started
 * from there, the entrance would either hide the headline (the page's largest paint) until the
 * scripts ran, or replay on a hero the visitor already sees.
 */
export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  const t = useLocalize();
  return (
    <section
      className="relative isolate overflow-hidden bg-slate-50 text-slate-900 dark:bg-ink-950 dark:text-white"
      aria-labelledby="hero-heading"
    >
      {/* Taller top space on phones: toasts appear there, under the header (components/ui/toaster.tsx). */}
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-28 pb-16 sm:px-6 sm:py-16 md:grid-cols-2 md:py-24">
        <div className="hero-enter min-w-0">
          <ul className="mb-6 flex flex-wrap gap-2">
            {hero.trustBadges.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-1.5 rounded-full border border-brand-500/40 bg-brand-500/10 px-3 py-1 text-xs font-medium text-brand-700 dark:text-brand-50"
              >
                <Icon name="check-circle" className="size-3.5 text-brand-600 dark:text-brand-400" />
                {t(badge)}
              </li>
            ))}
          </ul>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t(hero.headline)}
          </h1>
          <p className="mt-5 text-sm font-bold tracking-[0.3em] text-accent-800 dark:text-accent-400">
            {t(hero.tagline)}
          </p>
          <p className="mt-5 max-w-xl text-lg text-slate-600 dark:text-slate-300">{t(hero.description)}</p>
          <CallsToAction ctas={hero.ctas} className="mt-8" />
          <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t(hero.trustedBy)}</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold tracking-wide text-slate-700 dark:text-slate-300">
            {hero.customers.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <div data-pagefind-ignore="all" className="hero-enter hero-enter-late relative min-w-0">
          <DashboardImage alt={t(hero.imageAlt)} loadingLabel={t(hero.imageLoading)} />
          {/* Decorative badges float over the picture; on phones they shrink to their icons. The column
              is a picture, so the site search leaves its words out (as search-scope.ts UNSEARCHED does,
              written out: importing it made a chunk of its own that every page loaded). */}
          <ul className="pointer-events-none absolute inset-0">
            {hero.decorativeBadges.map((badge, i) => (
              <li
                key={badge}
                className={`absolute flex items-center gap-1.5 rounded-full bg-white px-2 py-2 text-xs font-semibold text-ink-950 shadow-lg sm:px-3 sm:py-1.5 ${BADGE_PLACES[i]}`}
              >
                <Icon name={BADGE_ICONS[i % BADGE_ICONS.length]!} className="size-4 text-brand-600" />
                <span className="sr-only sm:not-sr-only">{t(badge)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/*
        After the content in the page's source, so a first paint that comes while the hero is still
        being parsed has no shapes yet: placed against the finished section, they never move (CLS 0).
      */}
      <ParallaxShapes />
    </section>
  );
}

const BADGE_PLACES = ["-top-3 left-6", "top-1/2 -right-2", "-bottom-3 left-1/3"];
