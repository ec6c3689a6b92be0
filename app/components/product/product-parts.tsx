/**
 * The parts every product page (module, industry, case study, integration) is built from. They
 * share one file because each product page uses most of them: as separate modules, the bundler
 * split them into small shared chunks whose import glue cost module pages their JS budget.
 */
import type { PlanInclusion } from "#app/core/pricing/index.ts";
import type { Proof } from "#app/server/product.server.ts";
import { SCREEN_IMAGE, screenSrc, screenSrcSet } from "#app/core/media/index.ts";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { useId } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";
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
      <a
        href={primary.href}
        className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700"
      >
        {t(primary.label)}
      </a>
      <a
        href={secondary.href}
        className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-900 transition-colors hover:border-brand-500 dark:border-slate-600 dark:text-white dark:hover:border-white"
      >
        {t(secondary.label)}
      </a>
    </div>
  );
}

/** The closing band of a product page: one sentence and the two calls to action. */
export function CtaBand({
  heading,
  text,
  primary,
  secondary,
}: {
  heading: string;
  text: string;
  primary: PageLink;
  secondary: PageLink;
}) {
  const t = useLocalize();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-16 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-10 text-center sm:px-10 dark:border-brand-500/30 dark:bg-brand-500/10"
      {...UNSEARCHED}
    >
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {t(heading)}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{t(text)}</p>
      <CtaButtons primary={primary} secondary={secondary} className="mt-6 justify-center" />
    </section>
  );
}

/** "Included in": the plans that include a module or integration, from the pricing table. */
export function IncludedIn({
  inclusion,
  label,
  compare,
}: {
  inclusion: PlanInclusion;
  label: string;
  compare: { label: string; href: string };
}) {
  const t = useLocalize();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span className="font-medium text-slate-700 dark:text-slate-300">
        {t(label)}
        {inclusion.feature && <span className="sr-only"> ({t(inclusion.feature)})</span>}
      </span>
      <ul className="flex flex-wrap gap-2">
        {inclusion.plans.map((plan) => (
          <li
            key={plan.id}
            className="rounded-full border border-brand-300 bg-brand-50 px-3 py-1 font-semibold text-brand-800 dark:border-brand-500/40 dark:bg-brand-500/15 dark:text-brand-200"
          >
            {plan.name}
            {plan.detail && <span className="font-normal"> · {t(plan.detail)}</span>}
          </li>
        ))}
      </ul>
      <a
        href={compare.href}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
      >
        {t(compare.label)}
      </a>
    </div>
  );
}

/**
 * A module's screen: AVIF or WebP at the width its slot needs (`sizes` must describe the slot, so
 * no file is much wider than it is shown), with its intrinsic size set so nothing moves when it
 * arrives. In a hero it loads first; anywhere else it waits until it is near the viewport.
 */
export function ScreenPicture({
  slug,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  slug: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={screenSrcSet(slug, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={screenSrcSet(slug, "webp")} sizes={sizes} />
      <img
        src={screenSrc(slug, SCREEN_IMAGE.fallbackWidth, "webp")}
        width={SCREEN_IMAGE.width}
        height={SCREEN_IMAGE.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={`block h-auto w-full rounded-xl border border-slate-200 bg-ink-900 dark:border-slate-700 ${className}`}
      />
    </picture>
  );
}

/** A customer's words, and, for a case study, its headline result and a link to the story. */
export function ProofBlock({ proof, readLabel }: { proof: Proof; readLabel?: string }) {
  const t = useLocalize();
  const { quote } = proof;
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 md:grid-cols-[1fr_auto] dark:border-slate-800 dark:bg-ink-900">
      <figure>
        <blockquote className="text-xl leading-8 text-slate-800 dark:text-slate-100">
          “{t(quote.text)}”
        </blockquote>
        <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          <span className="font-semibold text-slate-900 dark:text-white">{quote.person}</span>,{" "}
          {t(quote.role)}, {quote.company}
        </figcaption>
      </figure>
      {proof.study && readLabel && (
        <div className="flex flex-col justify-between gap-4 md:w-56 md:border-l md:border-slate-200 md:pl-6 dark:md:border-slate-800">
          <p className="flex flex-col">
            <span className="text-4xl font-bold text-brand-700 dark:text-brand-400">
              {proof.study.headline.value}
            </span>
            <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t(proof.study.headline.label)}
            </span>
          </p>
          <a
            href={proof.study.path}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            {t(fillTemplate(readLabel, { company: quote.company }))}
          </a>
        </div>
      )}
    </div>
  );
}

/**
 * Figures with their labels (case-study results, an industry's numbers). Each figure's value sits
 * on the first line of its card and its label under it, so the values line up on every viewport
 * however long the labels are.
 */
export function Figures({ figures, label }: { figures: { value: string; label: string }[]; label?: string }) {
  const t = useLocalize();
  const grid = balancedGrid(figures.length, 4);
  return (
    <dl aria-label={label ? t(label) : undefined} className={`grid gap-4 ${grid.columns}`}>
      {figures.map((figure, i) => (
        <div
          key={figure.label}
          className={`flex flex-col rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-ink-900 ${i === 0 ? grid.first : ""}`}
        >
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t(figure.label)}</dt>
          <dd className="order-first mb-1 text-3xl leading-tight font-bold text-brand-700 dark:text-brand-400">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
