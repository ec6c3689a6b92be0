/** `npm run budget`: prints the byte budgets of build/com and build/us and fails when one is broken. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DOMAINS } from "#app/core/locale/index.ts";
import { BUDGETS, KIB, measureSite, overBudget } from "./measure.ts";

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
/** A page's code, then its JS with the data React Router writes into it (measure.ts). */
const withData = (page: { js: number; withData: number }) =>
  `${kib(page.js)}, ${kib(page.withData)} with its data`;
const problems: string[] = [];
for (const domain of DOMAINS) {
  const root = join("build", domain);
  if (!existsSync(join(root, "index.html"))) {
    problems.push(`${root} is missing: run \`npm run build\` first`);
    continue;
  }
  const site = measureSite(root);
  const home = site.pages.find((p) => p.page === "index.html")!;
  const heaviestOf = (pages: typeof site.pages) => pages.reduce((a, b) => (b.js > a.js ? b : a));
  const heaviest = heaviestOf(site.pages.filter((p) => p !== home && !p.form));
  const heaviestForm = heaviestOf(site.pages.filter((p) => p.form));
  const largestHtml = site.pages.reduce((a, b) => (b.html > a.html ? b : a));
  console.log(
    `budget ${domain}: home JS ${withData(home)} (≤ ${BUDGETS.homeJs}); heaviest other page ${heaviest.page} ${withData(heaviest)} (≤ ${BUDGETS.pageJs});`,
  );
  console.log(
    `  heaviest page with a form ${heaviestForm.page} ${withData(heaviestForm)} (≤ ${BUDGETS.formPageJs});`,
  );
  console.log(
    `  CSS ${kib(site.css)} (≤ ${BUDGETS.css}); largest HTML ${largestHtml.page} ${kib(largestHtml.html)} (≤ ${BUDGETS.html});`,
  );
  console.log(`  loaded on demand: ${site.onDemand.map((c) => `${c.file} ${kib(c.bytes)}`).join(", ")}`);
  problems.push(...overBudget(site).map((p) => `build/${domain}/${p}`));
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exitCode = 1;
}
