import { useRef, useState } from "react";
import type { HomeContent } from "#app/core/content/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { onDemand } from "#app/components/ui/on-demand.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { ClaimSources, FigureItems, type SourceLabels } from "#app/components/product/claim-sources.tsx";

/**
 * The video player's code loads as a finger or focus reaches a play button: no visit pays for it
 * up front. If it cannot load, the card offers the video itself as a link under its poster; the
 * next press of play tries the player again.
 */
const dialog = onDemand(() => import("./testimonial-dialog.tsx"));

type Testimonial = HomeContent["results"]["testimonials"][number];

/** The headline stats, each with its footnote mark, and their sources under them. */
function Stats({
  stats,
  sourceLabels,
}: {
  stats: HomeContent["results"]["stats"];
  sourceLabels: SourceLabels;
}) {
  const grid = balancedGrid(stats.length, 4);
  return (
    <>
      <Reveal as="dl" className={`stat-list mt-10 grid gap-x-6 gap-y-5 sm:gap-y-8 ${grid.columns}`}>
        <FigureItems
          figures={stats}
          labels={sourceLabels}
          grid={grid}
          itemClassName="flex items-baseline gap-3 border-l-2 border-brand-500 pl-4 sm:flex-col sm:gap-0"
          valueClassName="stat-value"
        />
      </Reveal>
      <ClaimSources figures={stats} labels={sourceLabels} />
    </>
  );
}

/** Results: the headline stats, two video testimonials and the link to the case studies. */
export function ResultsSection({
  results,
  sourceLabels,
}: {
  results: HomeContent["results"];
  sourceLabels: SourceLabels;
}) {
  const t = useLocalize();
  // Which video plays, and the how-manieth press of play that was: each press mounts the player
  // afresh, so one that failed to load is asked for again.
  const [playing, setPlaying] = useState<{ item: Testimonial; press: number } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const videoGrid = balancedGrid(results.testimonials.length, 2);
  return (
    <section
      className="render-when-near bg-slate-50 text-slate-900 dark:bg-ink-950 dark:text-white"
      aria-labelledby="results"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading id="results" heading={results.heading} intro={results.intro} />
        {/*
          Full rows with no stat alone on one (components/ui/balanced-grid.ts), whatever the number
          of stats. On a phone they stack, each figure on one line with its label.
        */}
        <Stats stats={results.stats} sourceLabels={sourceLabels} />
        <Reveal as="ul" className={`mt-14 grid gap-6 ${videoGrid.columns}`}>
          {results.testimonials.map((item, i) => {
            const playLabel = fillTemplate(t(results.playVideo), { company: item.company });
            return (
              <li
                key={item.company}
                className={`overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-ink-900 dark:shadow-none ${videoGrid.item(i)}`}
              >
                <button
                  type="button"
                  aria-label={playLabel}
                  onPointerDown={dialog.preload}
                  onFocus={dialog.preload}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setPlaying({ item, press: (playing?.press ?? 0) + 1 });
                  }}
                  className="group relative block w-full"
                >
                  <img
                    src={item.thumbnailUrl}
                    alt=""
                    width={640}
                    height={360}
                    loading="lazy"
                    decoding="async"
                    className="aspect-video w-full object-cover"
                  />
                  <span className="absolute inset-0 flex items-center justify-center bg-black/20 transition-colors group-hover:bg-black/40">
                    <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-600 shadow-xl">
                      <svg viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor" aria-hidden="true">
                        <path d="M8 5v14l11-7z" />
                      </svg>
                    </span>
                  </span>
                </button>
                {playing?.item === item && (
                  <dialog.Part
                    key={playing.press}
                    title={`${item.company}: ${item.person}`}
                    videoUrl={item.videoUrl}
                    story={item}
                    closeLabel={t(results.closeVideo)}
                    captionsLabel={t(results.captionsLabel)}
                    transcriptLabel={t(results.transcriptLabel)}
                    onClose={() => {
                      setPlaying(null);
                      opener.current?.focus();
                    }}
                    failed={() => (
                      <a
                        href={item.videoUrl}
                        className="mx-6 mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-400"
                      >
                        {playLabel}
                        <Icon name="arrow-right" className="size-4" />
                      </a>
                    )}
                  />
                )}
                <figure className="p-6">
                  <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase dark:text-accent-400">
                    {item.company}
                  </p>
                  <blockquote className="mt-3 text-slate-700 dark:text-slate-200">
                    “{t(item.quote)}”
                  </blockquote>
                  <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                    {item.person}, {t(item.role)}
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </Reveal>
        <a
          href={results.caseStudiesLink.href}
          className="mt-10 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          {t(results.caseStudiesLink.label)}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </section>
  );
}
