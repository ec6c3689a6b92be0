import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CardGrid } from "~/components/content/card-grid";
import { useLocalize } from "~/components/layout/locale-context";
import { Icon } from "~/components/ui/icon";
import { getContent, pageEntry } from "~/lib/content.server";
import { pageMeta } from "~/lib/page-meta";
import { MOBILE_MEDIA_QUERY, MOBILE_WELCOME_DELAY_MS, MOBILE_WELCOME_DURATION_MS } from "~/lib/spec-constants";
import { toast } from "~/lib/toast-store";
import type { Route } from "./+types/home";

/** Home: every word comes from content/home.yaml; module cards from content/modules/. */
export function loader({ request }: Route.LoaderArgs) {
  const { title, description, path, robots } = pageEntry(request);
  const { home, modules, navigation } = getContent();
  const popular = navigation.header.modules.menu.popular.map((slug) => modules.find((m) => m.slug === slug)!);
  return {
    page: { title, description, path, robots },
    home,
    modules: popular.map((m) => ({ path: m.path, title: m.title, text: m.summary, icon: m.icon })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const section = "mx-auto max-w-7xl px-4 py-20 sm:px-6";
const h2 = "text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white";
const intro = "mt-4 max-w-3xl text-lg text-slate-600 dark:text-slate-400";

/** On small screens, greets the visitor with a short toast a moment after the page opens. */
function useMobileWelcome(message: { title: string; description: string }) {
  const t = useLocalize();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !window.matchMedia(MOBILE_MEDIA_QUERY).matches) return;
    // The locale settles just after hydration; this effect then restarts with the final spelling.
    const timer = window.setTimeout(() => {
      shown.current = true;
      toast({ title: t(message.title), description: t(message.description), durationMs: MOBILE_WELCOME_DURATION_MS });
    }, MOBILE_WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [t, message]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { home, modules } = loaderData;
  useMobileWelcome(home.mobileWelcome);
  const { hero } = home;
  return (
    <>
      <section className="relative overflow-hidden bg-ink-950 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 md:grid-cols-2 md:py-28">
          <div>
            <ul className="mb-6 flex flex-wrap gap-2" aria-label={t(hero.trustedBy)}>
              {hero.trustBadges.map((badge) => (
                <li key={badge} className="rounded-full border border-brand-500/40 bg-brand-500/10 px-3 py-1 text-xs font-medium text-brand-50">{t(badge)}</li>
              ))}
            </ul>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{t(hero.headline)}</h1>
            <p className="mt-5 text-sm font-bold tracking-[0.3em] text-accent-400">{t(hero.tagline)}</p>
            <p className="mt-5 text-lg text-slate-300">{t(hero.description)}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              {hero.ctas.map((cta, i) => (
                <Link key={cta.id} id={cta.id} to={cta.href} className={i === 0 ? "rounded-lg bg-brand-600 px-6 py-3 font-semibold hover:bg-brand-700" : "rounded-lg border border-slate-600 px-6 py-3 font-semibold hover:border-white"}>
                  {t(cta.label)}
                </Link>
              ))}
            </div>
            <p className="mt-8 text-sm text-slate-400">{t(hero.trustedBy)}</p>
          </div>
          <div className="rounded-2xl border border-slate-800 bg-ink-900 p-6">
            <ul className="flex flex-wrap gap-2">
              {hero.decorativeBadges.map((badge) => (
                <li key={badge} className="rounded-md bg-accent-500/15 px-2.5 py-1 text-xs font-semibold text-accent-400">{t(badge)}</li>
              ))}
            </ul>
            <p className="mt-6 text-xs font-bold tracking-[0.4em] text-slate-500">{t(home.conveyor.label)}</p>
            <ul className="mt-3 grid grid-cols-2 gap-3 text-sm">
              {home.conveyor.boxes.map((box) => (
                <li key={box} className="rounded-lg border border-slate-700 bg-ink-950 px-3 py-2 text-slate-300">{t(box)}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="features">
        <h2 id="features" className={h2}>{t(home.features.heading)}</h2>
        <p className={intro}>{t(home.features.intro)}</p>
        <IconList items={home.features.items} />
      </section>

      <section className="bg-slate-50 dark:bg-ink-900" aria-labelledby="modules">
        <div className={section}>
          <h2 id="modules" className={h2}>{t(home.modules.heading)}</h2>
          <p className={intro}>{t(home.modules.intro)}</p>
          <div className="mt-10"><CardGrid items={modules} headingLevel={3} /></div>
          <Link to={home.modules.viewAll.href} className="mt-8 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-400">{t(home.modules.viewAll.label)}</Link>
        </div>
      </section>

      <section className={section} aria-labelledby="workflow">
        <h2 id="workflow" className={h2}>{t(home.workflow.heading)}</h2>
        <p className={intro}>{t(home.workflow.intro)}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {home.workflow.steps.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
              <span className="text-sm font-bold text-accent-500">{String(i + 1).padStart(2, "0")}</span>
              <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">{t(step.title)}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(step.description)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-ink-950 text-white" aria-labelledby="results">
        <div className={section}>
          <h2 id="results" className="text-3xl font-bold tracking-tight sm:text-4xl">{t(home.results.heading)}</h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-400">{t(home.results.intro)}</p>
          <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4">
            {home.results.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-slate-400">{t(stat.label)}</dt>
                <dd className="order-first text-4xl font-bold text-brand-400">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-14 grid gap-6 md:grid-cols-2">
            {home.results.testimonials.map((item) => (
              <li key={item.company} className="overflow-hidden rounded-2xl border border-slate-800 bg-ink-900">
                <img src={item.thumbnailUrl} alt="" width={640} height={360} className="aspect-video w-full" loading="lazy" decoding="async" />
                <figure className="p-6">
                  <blockquote className="text-slate-200">“{t(item.quote)}”</blockquote>
                  <figcaption className="mt-4 text-sm text-slate-400">{item.person}, {t(item.role)}, {item.company}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <Link to={home.results.caseStudiesLink.href} className="mt-10 inline-block font-semibold text-brand-400 hover:underline">{t(home.results.caseStudiesLink.label)}</Link>
        </div>
      </section>

      <section className={section} aria-labelledby="integrations">
        <h2 id="integrations" className={h2}>{t(home.integrations.heading)}</h2>
        <p className={intro}>{t(home.integrations.intro)}</p>
        <IconList items={home.integrations.items} />
      </section>

      <section className="bg-slate-50 dark:bg-ink-900" aria-labelledby="about">
        <div className={section}>
          <h2 id="about" className={h2}>{t(home.about.heading)}</h2>
          <p className={intro}>{t(home.about.text)}</p>
          <Link to={home.about.learnMore.href} className="mt-6 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-400">{t(home.about.learnMore.label)}</Link>
        </div>
      </section>

      <section className={`${section} text-center`} aria-labelledby="closing">
        <h2 id="closing" className={h2}>{t(home.closing.heading)}</h2>
        <p className={`${intro} mx-auto`}>{t(home.closing.text)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {home.closing.ctas.map((cta, i) => (
            <Link key={cta.id} id={cta.id} to={cta.href} className={i === 0 ? "rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700" : "rounded-lg border border-slate-300 px-6 py-3 font-semibold hover:border-brand-500 dark:border-slate-700"}>
              {t(cta.label)}
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}

function IconList({ items }: { items: Route.ComponentProps["loaderData"]["home"]["features"]["items"] }) {
  const t = useLocalize();
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-600 dark:text-brand-400"><Icon name={item.icon} /></span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t(item.title)}</h3>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(item.description)}</p>
        </li>
      ))}
    </ul>
  );
}
