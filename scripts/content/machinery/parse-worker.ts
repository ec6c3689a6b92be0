/**
 * A worker of the first run over a large site: reads, hashes and parses files and renders their
 * Markdown, for the main thread to take into its cache as if it had done the work. The main
 * thread re-reads any file that failed, to report its errors with their lines.
 */
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { renderKey, type WorkerRender } from "./content-cache.ts";
import { readSource, type ParseJob } from "#scripts/content/steps/load.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

export type ParseResult =
  { ok: false } | { ok: true; hash: string; data: unknown; bodyLine: number; render?: WorkerRender };

const { version } = workerData as { version: string };

parentPort!.on("message", (jobs: ParseJob[]) => {
  const results = jobs.map((job): ParseResult => {
    const source = readSource(job.file, job.rel, readFileSync(job.full));
    if (source.errors.length > 0) return { ok: false };
    const parsed = { ok: true as const, hash: source.hash, data: source.data, bodyLine: source.bodyLine };
    if (!job.rel.endsWith(".md")) return parsed;
    const id = renderKey(version, source.body);
    const { html, ...facts } = renderMarkdown(source.body);
    return { ...parsed, render: { id, facts, html } };
  });
  parentPort!.postMessage(results);
});
