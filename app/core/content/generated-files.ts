/**
 * Where the content build writes its output, shared by the build scripts (writers) and the app's
 * loaders and routes (readers). A full build compiles into a staging folder first and points the
 * app at it with TRACKER_GENERATED_DIR, so .generated/ itself changes only when everything passed.
 */
import type { SiteDomain } from "#app/core/locale/index.ts";

export const GENERATED_DIR = ".generated";
export const GENERATED_DIR_ENV = "TRACKER_GENERATED_DIR";

/** CompiledContent of one market: its data files and every collection entry, as its pages read them. */
export const contentFileOf = (market: SiteDomain) => `content.${market}.json`;

/**
 * One market's copy of an output that differs by market ("mega-menu.json" → "mega-menu.com.json"):
 * a domain's build imports the name, and vite.config.ts resolves it to its own market's file.
 */
export const marketFileOf = (name: string, market: SiteDomain) => name.replace(/\.json$/, `.${market}.json`);

export const GENERATED_FILES = {
  /** CompiledManifest: routes.ts, the build scripts and the tests read this small file. */
  manifest: "manifest.json",
  /** The US -> UK map: the prerender's, and the build's for the pages' UK text files (never the browser's). */
  spelling: "spelling.json",
  /** The Modules mega-menu's copy, bundled into its panel's on-demand chunk (one per market). */
  megaMenu: "mega-menu.json",
  /** The search dialog's copy (all of ui.search but the opener's label), bundled into its chunk (one per market). */
  searchDialog: "search-dialog.json",
  /** What the forms' receiver (functions/) checks against and answers with: a few KB, not all of content.json. */
  receiver: "receiver.json",
  /** The classes of highlighted code's colours, light and dark (app.css imports it). */
  codeColours: "code-colours.css",
  /** The SVG sprite of every icon content may name. */
  icons: "icons.svg",
  /** Rendered Markdown bodies (HTML and headings), in 256 packs by id: bodies/<hex pair>.json (body-packs.ts). */
  bodies: "bodies",
} as const;

/** The folder the app reads: the staging folder during a build, else .generated/. */
export function generatedDir(env: Readonly<Record<string, string | undefined>>): string {
  return env[GENERATED_DIR_ENV] || GENERATED_DIR;
}

/**
 * Reads one of the JSON outputs (Node only: routes.ts, the configs, loaders, scripts and tests).
 * Says what to run when the file is missing, instead of a bare ENOENT.
 */
export function readGeneratedJson<T>(file: string, env = process.env): T {
  // Fetched at call time, so importing this module in a browser bundle costs nothing and breaks nothing.
  const { readFileSync } = process.getBuiltinModule("node:fs");
  const path = `${generatedDir(env)}/${file}`;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch (error) {
    throw new Error(
      `${path} is missing or unreadable: run \`npm run content\` first (${(error as Error).message})`,
    );
  }
}
