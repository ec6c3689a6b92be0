import { useEffect, useRef } from "react";
import { CardGrid } from "~/components/content/card-grid";
import { Conveyor } from "~/components/home/conveyor";
import { CtaLinks } from "~/components/home/cta-links";
import { Hero } from "~/components/home/hero";
import { IconGrid } from "~/components/home/icon-grid";
import { ResultsSection } from "~/components/home/results-section";
import { SectionHeading } from "~/components/home/section-heading";
import { WorkflowSteps } from "~/components/home/workflow-steps";
import { useLocalize } from "~/components/layout/locale-context";
import { AnimationBox } from "~/components/ui/animation-box";
import { Icon } from "~/components/ui/icon";
import { INTEGRATION_KINDS } from "~/core/product/taxonomy";
import { getCollection, getData, pageEntry } from "~/server/content.server";
import { pageHead } from "~/server/page-head.server";
import { pageMeta } from "~/components/route/page-meta";
import {
  MOBILE_MEDIA_QUERY,
  MOBILE_WELCOME_DELAY_MS,
  MOBILE_WELCOME_DURATION_MS,
} from "~/core/spec/constants";
import { toast } from "~/components/ui/toast-store";
import type { Route } from "./+types/home";

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
  return {
    page: { title, description, path, robots },
    meta: pageHead({ title, description, path, robots }),
    home,
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
  const { home, modules, integrations } = loaderData;
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

      <ResultsSection results={home.results} />

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
        <CtaLinks ctas={home.closing.ctas} className="mt-8 justify-center" />
      </section>
    </>
  );
}
