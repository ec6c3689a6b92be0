/**
 * Parsing on every core for a first run over many files: the reading, YAML and Markdown of
 * 10,000 guides is most of a cold build, and each file is independent. Below a few hundred
 * changed files the threads cost more than they save, and the main thread does the work.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { ContentCache } from "./content-cache.ts";
import type { ParseJob, ParseMany } from "#scripts/content/steps/load.ts";
import type { ParseResult } from "./parse-worker.ts";

const MIN_JOBS = 300;
const BATCH = 32;
const YOUNG_GENERATION_MB = 64;

export function parseInWorkers(cache: ContentCache): ParseMany {
  return async (jobs) => {
    if (jobs.length < MIN_JOBS) return;
    const threads = Math.max(1, Math.min(availableParallelism(), 4));
    let next = 0;
    const run = (worker: Worker) =>
      new Promise<void>((done, fail) => {
        let batch: ParseJob[] = [];
        const send = () => {
          batch = jobs.slice(next, next + BATCH);
          next += batch.length;
          if (batch.length === 0) return done();
          worker.postMessage(batch);
        };
        worker.on("message", (results: ParseResult[]) => {
          results.forEach((result, i) => {
            const job = batch[i]!;
            // A file that failed is left out: the main thread reads it again to report why.
            if (!result.ok) return;
            const { hash, data, bodyLine, render } = result;
            cache.adopt(job.file, { ...job.stamp, hash }, { data, bodyLine, bodyRender: render?.id }, render);
          });
          send();
        });
        worker.on("error", fail);
        send();
      });
    const workers = Array.from(
      { length: threads },
      () =>
        new Worker(new URL("./parse-worker-entry.mjs", import.meta.url), {
          workerData: { version: cache.version },
          // Parsing makes millions of short-lived nodes. With the default young generation, the
          // collector promoted many of them and took an eighth of a worker's time; at 64 MB a cold
          // build of 1,000 guides took 11 % less time, for a fixed 50 MB more per worker.
          resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
        }),
    );
    try {
      await Promise.all(workers.map(run));
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  };
}
