/**
 * A documentation page's "Last updated" date: its file's last commit when git knows it, else the
 * frontmatter's `updated` (a file not committed yet, or a shallow clone), else the site's date.
 */
export type LastUpdated = {
  /** For <time datetime>: the commit's full timestamp, or a YYYY-MM-DD date. */
  datetime: string;
  /** YYYY-MM-DD, as formatDate() writes it out. */
  date: string;
};

export function lastUpdated(
  gitDate: string | undefined,
  frontmatterUpdated: string | undefined,
  siteDate: string,
): LastUpdated {
  const datetime = gitDate ?? frontmatterUpdated ?? siteDate;
  // A commit date is written in its committer's zone: its calendar day is the first ten characters.
  return { datetime, date: datetime.slice(0, 10) };
}
