/**
 * Classes of the header's text buttons and links. Over the page (transparent header) they follow
 * the theme; on the dark scrolled bar they are light in both themes.
 */
export function triggerClass(scrolled: boolean): string {
  const colour = scrolled
    ? "text-slate-200 hover:text-white"
    : "text-slate-700 hover:text-slate-950 dark:text-slate-200 dark:hover:text-white";
  return `inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-current/10 aria-[current=page]:font-semibold ${colour}`;
}
