import { useEffect, useRef } from "react";
import { CardGrid } from "#app/components/content/card-grid.tsx";
import { Conveyor } from "#app/components/home/conveyor.tsx";
import { CallsToAction } from "#app/components/content/calls-to-action.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { IconGrid } from "#app/components/home/icon-grid.tsx";
import { ResultsSection } from "#app/components/home/results-section.tsx";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { WorkflowSteps } from "#app/components/home/workflow-steps.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { AnimationBox } from "#app/components/ui/animation-box.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { INTEGRATION_KINDS } from "#app/core/product/index.ts";
import { getCollection, getData, pageEntry } from "#app/server/content.server.ts";
import { pageHead } from "#app/server/page-head.server.ts";
import { footnoteLabels } from "#app/server/product.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import {
  MOBILE_MEDIA_QUERY,
  MOBILE_WELCOME_DELAY_MS,
  MOBILE_WELCOME_DURATION_MS,
} from "#app/core/spec/index.ts";
import { toast } from "#app/components/ui/toast-store.ts";
import type { Route } from "./+types/home.ts";

/** Home: every word comes from content/home.yaml; module cards from content/modules/. */
export function loader({ request }: Route.LoaderArgs) {
  const { title, description, path, robots } = pageEntry(request);
  const home = getData("home");
  const modules = getCollection("modules");
  const popular = getData("navigation").header.modules.menu.popular.map((slug) =>
    modules.find((m) => m.slug === slug)!,
  );
  const integrations = getCollection("integrations");
  const kinds = getData("ui").integrations.kinds;
  // What the page shows: the record without its title, description and sitemap fields (the head's and sitemap.xml's).
  const {
    title: _title,
    description: _description,
    priority: _priority,
    changefreq: _changefreq,
    updated: _updated,
    ...shown
  } = home;
  return {
    meta: pageHead({ title, description, path, robots }),
    home: shown,
    sourceLabels: footnoteLabels(),
    modules: popular.map((m) => m.card),
    integrations: INTEGRATION_KINDS.map((kind) => ({
      ...kinds[kind],
      links: integrations
        .filter((i) => i.data.kind === kind)
        .map((i) => ({ label: i.data.partner, path: i.path })),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const section = "mx-auto max-w-7xl px-4 py-20 sm:px-6";
/** The sections after the features, which start well below a phone's first screen. */
const laterSection = `render-when-near ${section}`;
const laterBand = "render-when-near bg-slate-50 dark:bg-ink-900/60";
const textLink =
  "mt-8 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-400";

/** On small screens, greets the visitor with a short toast a moment after the page opens. */
function useMobileWelcome(message: { title: string; description: string }) {
  const t = useLocalize();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !window.matchMedia(MOBILE_MEDIA_QUERY).matches) return;
    // The locale settles just after hydration; this effect then restarts with the final spelling.
    const timer = window.setTimeout(() => {
      shown.current = true;
      toast({
        title: t(message.title),
        description: t(message.description),
        durationMs: MOBILE_WELCOME_DURATION_MS,
      });
    }, MOBILE_WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [t, message]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { home, modules, integrations, sourceLabels } = loaderData;
  useMobileWelcome(home.mobileWelcome);
  return (
    <>
      <Hero hero={home.hero} />
      <Conveyor
        label={home.conveyor.label}
        boxes={home.conveyor.boxes}
        finished={<AnimationBox name="order" label={t(home.conveyor.finishedLabel)} className="h-12 w-24" />}
      />

      <section className={section} aria-labelledby="features">
        <SectionHeading id="features" heading={home.features.heading} intro={home.features.intro} />
        <IconGrid items={home.features.items} />
      </section>

      <section className={laterBand} aria-labelledby="modules">
        <div className={section}>
          <SectionHeading id="modules" heading={home.modules.heading} intro={home.modules.intro} />
          <div className="mt-10">
            <CardGrid items={modules} headingLevel={3} max={4} />
          </div>
          <a href={home.modules.viewAll.href} className={textLink}>
            {t(home.modules.viewAll.label)}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
      </section>

      <section className={laterSection} aria-labelledby="workflow">
        <SectionHeading id="workflow" heading={home.workflow.heading} intro={home.workflow.intro} />
        <AnimationBox
          name="workflow"
          label={t(home.workflow.animationLabel)}
          // From md the cards below stand in four columns: the picture spans them and half a gap
          // beyond each side, so its four stations sit over the cards' centres.
          className="mx-auto mt-10 max-w-3xl md:-mx-3 md:max-w-none"
        />
        <WorkflowSteps steps={home.workflow.steps} />
      </section>

      <ResultsSection results={home.results} sourceLabels={sourceLabels} />

      <section className={laterSection} aria-labelledby="integrations">
        <SectionHeading
          id="integrations"
          heading={home.integrations.heading}
          intro={home.integrations.intro}
        />
        <IconGrid items={integrations} />
        <a href={home.integrations.link.href} className={textLink}>
          {t(home.integrations.link.label)}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </section>

      <section className={laterBand} aria-labelledby="about">
        <div className={section}>
          <SectionHeading id="about" heading={home.about.heading} intro={home.about.text} />
          <a href={home.about.learnMore.href} className={textLink}>
            {t(home.about.learnMore.label)}
            <span className="sr-only"> {t(home.about.learnMoreContext)}</span>
            <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
      </section>

      <section className={laterSection} aria-labelledby="closing">
        <SectionHeading id="closing" heading={home.closing.heading} intro={home.closing.text} center />
        <CallsToAction ctas={home.closing.ctas} className="mt-8 justify-center" />
      </section>
    </>
  );
}
