import type { Plugin } from "vite";

/** V8's file-level compile hint (Chrome 136 and later); other engines read it as a comment. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

type Output = { type: "asset" } | { type: "chunk"; name: string; isEntry: boolean; imports: string[] };

/**
 * The client entry's chunk and every chunk it imports statically: React DOM, React Router and the
 * shell. Every page runs nearly all of their functions while it hydrates. Empty without an entry.
 */
export function chunksRunAtStart(bundle: Record<string, Output>): string[] {
  const entry = Object.entries(bundle).find(
    ([, out]) => out.type === "chunk" && out.isEntry && out.name === "entry.client",
  );
  const found = new Set<string>();
  const visit = (file: string) => {
    const out = bundle[file];
    if (found.has(file) || out?.type !== "chunk") return;
    found.add(file);
    out.imports.forEach(visit);
  };
  if (entry) visit(entry[0]);
  return [...found];
}

/**
 * Marks the code every page runs as it starts for eager compilation. V8 otherwise compiles a
 * function on the main thread the first time it is called, and hydration calls thousands of
 * them: in a Lighthouse trace of a module page that was most of the two longest tasks (45-57 ms
 * each, unthrottled). With the hint, V8 compiles these files on a background thread while they
 * stream in. Route and on-demand chunks are left lazy: much of their code (handlers, dialogs)
 * never runs on a given page.
 */
export function eagerCompileHint(): Plugin {
  return {
    name: "tracker:eager-compile-hint",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const files = chunksRunAtStart(bundle);
      // A renamed entry would silently drop the hint, and with it the saving: say so instead.
      if (files.length === 0) this.error("no entry.client chunk to mark for eager compilation");
      for (const file of files) {
        const chunk = bundle[file];
        if (chunk?.type !== "chunk") continue;
        chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
        // The hint is a line of its own: a source map's mappings move down by one line.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}
