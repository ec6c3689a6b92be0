/**
 * `npm run search-ranking -- [--us] [--port 4190] [words…]`: how often the site search ranks a page
 * that only shares a query word's stem above a page that uses the word as written, for a few real
 * queries, in Pagefind's own order and in the dialog's (rankExactFirst), under a few of Pagefind's
 * ranking options. An inversion is a pair of results, a stem-only one above an exact one. Reads a
 * built domain (npm run build) with its own small static server and the test browser.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { chromium } from "@playwright/test";
import { browserLaunchOptions } from "#scripts/setup/browser.ts";
import { SEARCH_INDEX_DIR } from "#app/core/site/index.ts";
import {
  EXACT_WORDS_DIR,
  pagesUsingExactly,
  rankExactFirst,
  type ExactWordsFile,
} from "#app/core/search/index.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const dir = `build/${args.includes("--us") ? "us" : "com"}`;
const port = Number(option("port") ?? 4190);
const queries = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--port");
/** Words of the site that share their stem with other words it uses ("print", "prints", "printer"). */
const QUERIES = queries.length ? queries : ["printing", "embroidered", "quotes"];
/** Pagefind's defaults, and the option the last attempt tried on its own. */
const RANKINGS: Record<string, Record<string, number>> = {
  defaults: {},
  "termSimilarity 5": { termSimilarity: 5 },
};

/** Pairs (i < j) where result i does not use the word as written and result j does. */
function inversions(order: readonly string[], exact: ReadonlySet<string>): number {
  let stemOnlySoFar = 0;
  let count = 0;
  for (const id of order) {
    if (exact.has(id)) count += stemOnlySoFar;
    else stemOnlySoFar += 1;
  }
  return count;
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".json": "application/json",
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url!, "http://x").pathname));
  try {
    const file = join(dir, path === "/" ? "index.html" : path);
    const body = readFileSync(file);
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const loadExactWords = async (file: string): Promise<ExactWordsFile> => {
  try {
    return JSON.parse(readFileSync(join(dir, SEARCH_INDEX_DIR, EXACT_WORDS_DIR, file), "utf8"));
  } catch {
    return {};
  }
};

const browser = await chromium.launch(browserLaunchOptions());
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  console.log(`${dir}: inversions (stem-only result above an exact one), Pagefind's order → the dialog's`);
  for (const [name, ranking] of Object.entries(RANKINGS)) {
    // A fresh page per ranking: Pagefind takes its ranking once, when it first starts.
    await page.reload();
    for (const query of QUERIES) {
      const results = await page.evaluate(
        async ({ indexDir, query, ranking }) => {
          const pagefind = await import(/* @vite-ignore */ `${indexDir}pagefind.js`);
          await pagefind.options({ noWorker: true, ranking });
          const { results } = await pagefind.search(query);
          // The truth, from each page's own indexed text: does it use the word as written?
          return Promise.all(
            results.map(async (result: { id: string; data: () => Promise<{ content: string }> }) => ({
              id: result.id,
              exact: (await result.data()).content
                .toLowerCase()
                .split(/[^\p{L}\p{N}]+/u)
                .includes(query.toLowerCase()),
            })),
          );
        },
        { indexDir: SEARCH_INDEX_DIR, query, ranking },
      );
      const exact = new Set(results.filter((r) => r.exact).map((r) => r.id));
      const pagefindOrder = results.map((r) => r.id);
      const dialogOrder = rankExactFirst(results, [await pagesUsingExactly(query, loadExactWords)]).map(
        (r) => r.id,
      );
      console.log(
        `${name.padEnd(18)} ${JSON.stringify(query).padEnd(15)} ${String(results.length).padStart(3)} results, ` +
          `${String(exact.size).padStart(3)} exact: ${inversions(pagefindOrder, exact)} → ${inversions(dialogOrder, exact)}`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
