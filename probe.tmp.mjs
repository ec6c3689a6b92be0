import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage();
await p.goto("http://127.0.0.1:5241/sitemap");
const out = await p.evaluate(async () => {
  const pf = await import("/pagefind/pagefind.js");
  await pf.options({ noWorker: true });
  await pf.init();
  const s = await pf.search("production");
  for (const r of s.results) { const d = await r.data(); if (d.url === "/") return d.content; }
});
console.log(out.slice(0, 1500));
await b.close();
