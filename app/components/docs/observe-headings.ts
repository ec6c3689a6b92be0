import type { Heading } from "#app/core/content/index.ts";

/**
 * Reports which heading's section is being read: the first heading in the top ~30% of the viewport,
 * else the last one scrolled above it (its section fills the screen). Loaded after hydration by
 * OnThisPage. Returns what stops observing.
 */
export function observeHeadings(headings: Heading[], report: (id: string) => void): () => void {
  const elements = headings
    .map((h) => document.getElementById(h.id))
    .filter((e): e is HTMLElement => e !== null);
  if (elements.length === 0 || typeof IntersectionObserver === "undefined") return () => {};
  const visible = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      const inBand = elements.find((e) => visible.has(e));
      const above = elements.filter((e) => e.getBoundingClientRect().top < 0).at(-1);
      report((inBand ?? above ?? elements[0]!).id);
    },
    { rootMargin: "0px 0px -70% 0px" },
  );
  elements.forEach((e) => observer.observe(e));
  return () => observer.disconnect();
}
