import { fillTemplate } from "#app/core/text/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { BalancedGrid } from "#app/components/ui/balanced-grid.ts";

/** A figure named by its claim (claims.yaml), with the footnote line the content compiler wrote. */
export type SourcedFigure = { claim: string; value: string; label: string; source: string };
/** The footnotes' copy (claims.yaml `labels`). */
export type SourceLabels = { sources: string; marker: string };

const markId = (claim: string) => `claim-${claim}`;
const sourceId = (claim: string) => `source-${claim}`;

/**
 * A figure's footnote number: a link to its source below, so a keyboard reaches it and a screen
 * reader hears which figure it is the source of.
 */
function SourceMark({
  figure,
  n,
  labels,
}: {
  figure: SourcedFigure;
  n: number;
  labels: SourceLabels;
}) {
  const t = useLocalize();
  return (
    <sup className="ml-1 align-super text-sm font-semibold">
      <a
        id={markId(figure.claim)}
        href={`#${sourceId(figure.claim)}`}
        // The name starts with the number shown, as a visible label must be part of the name.
        aria-label={fillTemplate(t(labels.marker), {
          n: String(n),
          figure: figure.value,
          measures: t(figure.label),
        })}
        className="rounded px-0.5 text-brand-700 underline underline-offset-2 dark:text-brand-400"
      >
        {n}
      </a>
    </sup>
  );
}

/** The sources of a list of figures, numbered as their marks are. */
export function ClaimSources({ figures, labels }: { figures: SourcedFigure[]; labels: SourceLabels }) {
  const t = useLocalize();
  return (
    <aside aria-label={t(labels.sources)} className="mt-6 text-xs text-slate-600 dark:text-slate-400">
      <p className="font-semibold">{t(labels.sources)}</p>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {figures.map((figure) => (
          <li key={figure.claim} id={sourceId(figure.claim)} tabIndex={-1}>
            <span className="font-semibold text-slate-800 dark:text-slate-200">
              {figure.value} {t(figure.label)}:
            </span>{" "}
            {t(figure.source)}
          </li>
        ))}
      </ol>
    </aside>
  );
}

/**
 * The entries of a list of figures (inside its <dl>): each value on the first line with its
 * footnote mark, its label under it; the look of the card and the value is the caller's.
 */
export function FigureItems({
  figures,
  labels,
  grid,
  itemClassName,
  valueClassName,
}: {
  figures: SourcedFigure[];
  labels: SourceLabels;
  grid: BalancedGrid;
  itemClassName: string;
  valueClassName: string;
}) {
  const t = useLocalize();
  return figures.map((figure, i) => (
    <div key={figure.claim} className={`${itemClassName} ${grid.item(i)}`}>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{t(figure.label)}</dt>
      <dd className={`order-first ${valueClassName}`}>
        <span>{figure.value}</span>
        <SourceMark figure={figure} n={i + 1} labels={labels} />
      </dd>
    </div>
  ));
}
