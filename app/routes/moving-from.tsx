import { CallsToAction, CtaBand } from "#app/components/content/calls-to-action.tsx";
import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { MappingTable } from "#app/components/moving/mapping-table.tsx";
import { ProductSection } from "#app/components/product/product-section.tsx";
import { pageMeta } from "#app/components/route/page-meta.ts";
import { fetchPrerenderedData } from "#app/components/route/prerendered-data.ts";
import { importColumnOf } from "#app/core/content/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import { getData, getEntry, marketDate } from "#app/server/content.server.ts";
import { pageData } from "#app/server/page-data.server.ts";
import type { Route } from "./+types/moving-from.ts";

/**
 * Moving to Tracker from one system: what moves, the system's exports column by column into
 * Tracker's import (content/imports.yaml names the columns and files), what stays and why, how
 * long a move takes, and a next step.
 */
export function loader({ request }: Route.LoaderArgs) {
  const data = pageData(request);
  const move = getEntry("movingFrom", data.page.path).data;
  const imports = getData("imports");
  const fileName = (id: string) => imports.files.find((f) => f.id === id)!.name;
  return {
    ...data,
    move: {
      // As the market writes a date, whichever spelling the visitor reads.
      checked: move.checked && marketDate(move.checked),
      source: move.source,
      // In the order of Tracker's import files, each with how this system's records get there.
      moves: imports.files.map((file) => ({ name: file.name, how: move.moves[file.id] })),
      mapping: move.mapping.map((m) => {
        const columns = m.columns.map(({ from, to, note }) => {
          const { file, column } = importColumnOf(to);
          return { from, column, file: fileName(file), ...(note ? { note } : {}) };
        });
        const files = [...new Set(columns.map((c) => c.file))];
        // An export that feeds one file says so once; one that feeds several names each row's file.
        return {
          name: m.export,
          how: m.how,
          files,
          columns: files.length > 1 ? columns : columns.map(({ file: _, ...c }) => c),
        };
      }),
      stays: move.stays,
      timeline: move.timeline,
    },
    labels: imports.labels.moving,
    importOrder: imports.labels.importOrder,
    cta: getData("ui").product.cta,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Fetches this URL's prerendered data when the document has none: see routes.ts on unknown URLs. */
export const clientLoader = fetchPrerenderedData<typeof loader>;

export default function MovingFromPage({ loaderData }: Route.ComponentProps) {
  const t = useLocalize();
  const { move, labels, page, crumbs, body, cta } = loaderData;
  const ctas = [cta.primary, cta.secondary];
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs}>
        <CallsToAction ctas={ctas} className="mt-8" />
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        {body && <Prose html={body.html} className="mb-14 max-w-3xl" />}
        <ProductSection heading={labels.movesHeading}>
          <dl className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {move.moves.map((m) => (
              <div key={m.name} className="grid gap-1 py-4 md:grid-cols-[14rem_1fr] md:gap-6">
                <dt className="font-semibold text-slate-900 dark:text-white">{t(m.name)}</dt>
                <dd className="text-slate-700 dark:text-slate-300">{t(m.how)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 max-w-3xl text-slate-700 dark:text-slate-300">{t(loaderData.importOrder)}</p>
        </ProductSection>
        <ProductSection heading={labels.mappingHeading}>
          <p className="max-w-3xl text-slate-700 dark:text-slate-300">
            {move.checked ? fillTemplate(t(labels.checked), { date: move.checked }) : t(labels.typical)}
          </p>
          {move.source && (
            <p className="mt-2">
              <a
                href={move.source}
                className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                {t(labels.source)}
              </a>
            </p>
          )}
          {move.mapping.map((m) => (
            <MappingTable key={m.name} {...m} labels={labels.table} />
          ))}
        </ProductSection>
        <ProductSection heading={labels.staysHeading}>
          <dl className="max-w-3xl space-y-4">
            {move.stays.map((s) => (
              <div key={s.what}>
                <dt className="font-semibold text-slate-900 dark:text-white">{t(s.what)}</dt>
                <dd className="mt-1 text-slate-700 dark:text-slate-300">{t(s.why)}</dd>
              </div>
            ))}
          </dl>
        </ProductSection>
        <ProductSection heading={labels.timelineHeading}>
          <ol className="max-w-3xl list-decimal space-y-3 pl-6 text-slate-700 marker:font-semibold dark:text-slate-300">
            {move.timeline.map((s) => (
              <li key={s.step}>
                <strong className="block text-slate-900 dark:text-white">{t(s.time)}</strong>
                {t(s.step)}
              </li>
            ))}
          </ol>
          <a
            href={labels.guide.href}
            className="mt-6 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            {t(labels.guide.label)}
          </a>
        </ProductSection>
        <CtaBand {...labels.ctaBand} ctas={ctas} />
      </div>
    </article>
  );
}
