/**
 * The parts of a blog post around its body: tag links, the author's bio, and share links. One
 * module, so the post page loads one small chunk for them.
 */
import { useId } from "react";
import type { ShareNetwork } from "#app/core/blog/index.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { UNSEARCHED } from "#app/components/search/search-scope.ts";

type TagLink = { label: string; path: string };

/** The post's tags, each linking to the page that lists every post with it. */
export function TagList({ tags, label }: { tags: TagLink[]; label: string }) {
  const t = useLocalize();
  return (
    <ul aria-label={t(label)} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.path}>
          <a
            href={tag.path}
            className="inline-block rounded-full bg-brand-500/10 px-2.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-500/20 dark:text-brand-400"
          >
            {t(tag.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "About the author": name (linking to their posts), role and bio, from content/authors/. */
export function AuthorBio({
  author,
  heading,
}: {
  author: { name: string; role: string; bio: string; path: string };
  heading: string;
}) {
  const t = useLocalize();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-12 rounded-xl border border-slate-200 p-6 dark:border-slate-800"
      data-author-bio
      {...UNSEARCHED}
    >
      <h2
        id={id}
        className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {t(heading)}
      </h2>
      <p className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
        <a href={author.path} className="hover:text-brand-700 dark:hover:text-brand-400">
          {author.name}
        </a>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t(author.role)}</p>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t(author.bio)}</p>
    </section>
  );
}

/**
 * Plain links to each network's own share page, opening in a new tab: no scripts or pixels from
 * the networks load on the site (the CSP would refuse them anyway).
 */
export function ShareLinks({
  links,
  labels,
  heading,
  newTab,
}: {
  links: Record<ShareNetwork, string>;
  labels: Record<ShareNetwork, string>;
  heading: string;
  newTab: string;
}) {
  const t = useLocalize();
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10" {...UNSEARCHED}>
      <h2
        id={id}
        className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {t(heading)}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {(Object.keys(links) as ShareNetwork[]).map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              data-share={network}
              className="inline-block rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 transition-colors hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:text-slate-200 dark:hover:text-white"
            >
              {t(labels[network])}
              <span className="sr-only"> {t(newTab)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
