import { useId } from "react";
import { useLocale, useLocalize } from "#app/components/layout/locale-context.tsx";
import { fillTemplate, listOf } from "#app/core/text/index.ts";

/** One column of another system's export and where it goes in Tracker's import (`file`: which of its files, when the export feeds several). */
type MappedColumn = { from: string; column: string; file?: string; note?: string };
type MappingLabels = { from: string; to: string; note: string; into: string };

/**
 * One export of the system a shop leaves, as a table from its columns to Tracker's. The export's
 * headers and Tracker's columns are shown as written (code, never respelled): they are what the
 * reader's file says. Wider than a phone, the table scrolls in a region the keyboard can reach.
 */
export function MappingTable({
  name,
  how,
  files,
  columns,
  labels,
}: {
  name: string;
  how: string;
  /** The names of Tracker's import files it feeds. */
  files: readonly string[];
  columns: readonly MappedColumn[];
  labels: MappingLabels;
}) {
  const t = useLocalize();
  const { locale } = useLocale();
  const headingId = useId();
  const cell = "border-b border-slate-200 px-3 py-2 align-top dark:border-slate-800";
  return (
    <div className="mt-8">
      <h3 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {t(name)}
      </h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t(how)} {fillTemplate(t(labels.into), { files: listOf(files.map(t), locale) })}
      </p>
      <div
        role="region"
        aria-labelledby={headingId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus, or the keyboard cannot scroll it (WCAG 2.1.1)
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-800 dark:border-slate-800 dark:focus-visible:outline-accent-500"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-slate-100 dark:bg-ink-900">
            <tr>
              {[labels.from, labels.to, labels.note].map((label) => (
                <th
                  key={label}
                  scope="col"
                  className={`${cell} font-semibold text-slate-900 dark:text-white`}
                >
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-700 dark:text-slate-300">
            {columns.map((c) => (
              <tr key={`${c.from}>${c.file}.${c.column}`}>
                <th scope="row" className={`${cell} font-normal`}>
                  <code>{c.from}</code>
                </th>
                <td className={cell}>
                  <code>{c.column}</code>
                  {c.file && (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{t(c.file)}</span>
                  )}
                </td>
                <td className={cell}>{c.note ? t(c.note) : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
