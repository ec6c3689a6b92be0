import { fillTemplate } from "#app/core/text/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { balancedGrid, type BalancedGrid } from "#app/components/ui/balanced-grid.ts";

/** A figure named by its claim (claims.yaml), with the footnote line the content compiler wrote. */
export type SourcedFigure = { claim: string; value: string; label: string; source: string };
/** The footnotes' copy (claims.yaml `labels`). */
export type SourceLabels = { sources: string; marker: string; sourceOf: string };

const markId = (claim: string) => `claim-${claim}`;
const sourceId = (claim: string) => `source-${claim}`;

/**
 * A figure's footnote number: a link to its source below, so a keyboard reaches it and a screen
 * reader hears which figure it is the source of.
 */
function SourceMark({ figure, n, labels }: { figure: SourcedFigure; n: number; labels: SourceLabels }) {
  const t = useLocalize();
  return (
    <sup className="source-mark">
      <a
        id={markId(figure.claim)}
        href={`#${sourceId(figure.claim)}`}
        // The name starts with the number shown, as a visible label must be part of the name.
        aria-label={fillTemplate(t(labels.marker), {
          n: String(n),
          figure: figure.value,
          measures: t(figure.label),
        })}
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
    <aside aria-label={t(labels.sources)} className="claim-sources">
      <p>{t(labels.sources)}</p>
      <ol>
        {figures.map((figure) => (
          <li key={figure.claim} id={sourceId(figure.claim)} tabIndex={-1}>
            <span>
              {fillTemplate(t(labels.sourceOf), { figure: figure.value, measures: t(figure.label) })}
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
 * footnote mark, its label under it (app.css's .figure-cards and .stat-list give the looks).
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
      <dt>{t(figure.label)}</dt>
      <dd className={valueClassName}>
        <span>{figure.value}</span>
        <SourceMark figure={figure} n={i + 1} labels={labels} />
      </dd>
    </div>
  ));
}

/**
 * Figures with their labels (case-study results, an industry's numbers), each a claim with a
 * footnote mark and its source below. Each figure's value sits on the first line of its card and
 * its label under it, so the values line up on every viewport however long the labels are.
 */
export function Figures({
  figures,
  labels,
  label,
}: {
  figures: SourcedFigure[];
  labels: SourceLabels;
  label?: string;
}) {
  const t = useLocalize();
  const grid = balancedGrid(figures.length, 4);
  return (
    <>
      <dl aria-label={label ? t(label) : undefined} className={`figure-cards ${grid.columns}`}>
        <FigureItems figures={figures} labels={labels} grid={grid} itemClassName="" valueClassName="" />
      </dl>
      <ClaimSources figures={figures} labels={labels} />
    </>
  );
}
