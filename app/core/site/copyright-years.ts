/**
 * The footer's copyright years: from the year the site was first published (site.yaml's
 * `copyrightYear`) to the year of the build, so a page built in 2026 never says only "© 2025".
 */
export function copyrightYears(firstYear: number, buildDate: Date): string {
  const buildYear = buildDate.getUTCFullYear();
  return buildYear > firstYear ? `${firstYear}–${buildYear}` : String(firstYear);
}

/**
 * When this build is happening: SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention)
 * when set, so a rebuild of an old commit can say the year it was first built; otherwise now.
 */
export function buildDate(env: Readonly<Record<string, string | undefined>>, now = new Date()): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : now;
}
