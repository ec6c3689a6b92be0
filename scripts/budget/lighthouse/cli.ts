/**
 * `npm run lighthouse -- [paths…]`: Lighthouse 12's mobile preset against build/com served as in
 * production (wrangler pages dev, scripts/serve/pages-dev.ts), printing the four category scores and CLS per path.
 * A benchmark for the notes, not a test: scores move with the machine's load. Lighthouse is
 * fetched by npx on first use, so it does not weigh on `npm ci`.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPagesDev } from "../serve/pages-dev.ts";

const PORT = 4179;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const server = await startPagesDev({ dir: "build/com", port: PORT });
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
try {
  for (const path of paths) {
    const report = join(out, "report.json");
    await promisify(execFile)("npx", [
      "-y",
      "lighthouse@12",
      `http://127.0.0.1:${PORT}${path}`,
      `--chrome-path=${chromium}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-component-update --disable-sync --no-first-run",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
    ]);
    const result = JSON.parse(readFileSync(report, "utf8"));
    if (process.env.LIGHTHOUSE_KEEP)
      writeFileSync(
        join(process.env.LIGHTHOUSE_KEEP, `${path.replace(/\W+/g, "_") || "home"}.json`),
        JSON.stringify(result),
      );
    const scores = Object.entries(result.categories as Record<string, { score: number }>).map(
      ([name, c]) => `${name} ${Math.round(c.score * 100)}`,
    );
    console.log(
      `${path}: ${scores.join(", ")}; CLS ${result.audits["cumulative-layout-shift"].displayValue}; LCP ${result.audits["largest-contentful-paint"].displayValue}; FCP ${result.audits["first-contentful-paint"].displayValue}; TBT ${result.audits["total-blocking-time"].displayValue}; SI ${result.audits["speed-index"].displayValue}`,
    );
  }
} finally {
  server.kill();
}
