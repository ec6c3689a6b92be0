/**
 * The contract every step of the content compiler keeps, after Astro's content loaders: a step
 * reads what earlier steps produced (its input), adds one thing (its output), and reports every
 * problem it finds as a writer's error instead of throwing, so the run goes on past it and a
 * writer sees every error of a run at once. Steps run in the order compile.ts gives them.
 */
import type { SiteDomain } from "#app/core/locale/index.ts";
import type { ContentCache } from "#scripts/content/machinery/content-cache.ts";
import type { ContentError } from "#scripts/content/report/errors.ts";
import type { CrossCheckMemory } from "./crosscheck.ts";
import type { UkFindings } from "./uk-check.ts";

/** What one run leaves for the next in the same process (the watcher of `npm run dev`). */
export type RunMemory = {
  crossCheck?: CrossCheckMemory;
  /** Per market: each market's text is checked against its own lists. */
  ukFindings?: Partial<Record<SiteDomain, UkFindings>>;
};

/** What every step is given besides its input. */
export type StepContext = {
  projectDir: string;
  contentDir: string;
  publicDir: string;
  /** The content folder as writers see it in messages ("content"). */
  label: string;
  /** Parsed files, renders and validations kept between runs (machinery/content-cache.ts). */
  cache: ContentCache;
  memory: RunMemory;
  /** The market a step runs for: most run once per market, on that market's view of the files. */
  market: SiteDomain;
  /** Adds errors for the writer; the step, and the run, go on. */
  report(errors: Iterable<ContentError>): void;
};

export type Step<Input, Output> = {
  name: string;
  /** One line: what this step adds to the run. */
  adds: string;
  run(input: Input, context: StepContext): Output | Promise<Output>;
};

/** Types a step's input and output from its `run`, as Astro's defineCollection does. */
export const defineStep = <Input, Output>(step: Step<Input, Output>): Step<Input, Output> => step;
