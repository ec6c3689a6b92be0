import { balancedGrid } from "#app/components/ui/balanced-grid.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { ClaimSources, FigureItems, type SourcedFigure, type SourceLabels } from "./claim-sources.tsx";

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
      <dl aria-label={label ? t(label) : undefined} className={`grid gap-4 ${grid.columns}`}>
        <FigureItems
          figures={figures}
          labels={labels}
          grid={grid}
          itemClassName="flex flex-col rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-ink-900"
          valueClassName="mb-1 text-3xl leading-tight font-bold text-brand-700 dark:text-brand-400"
        />
      </dl>
      <ClaimSources figures={figures} labels={labels} />
    </>
  );
}
