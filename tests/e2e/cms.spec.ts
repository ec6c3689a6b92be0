/**
 * The editor at /admin/ (Decap CMS), in local mode: decap-server edits a copy of content/ and
 * public/ in a temporary folder, so the working tree is never touched. The built editor looks for
 * its local backend at localhost:8081 (the port `npm run cms` uses); the test's requests there are
 * sent on to its own server. The editor is the same on both domains: proven once, on .us.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { manifest } from "./helpers.ts";
import { PORTS } from "./ports.ts";
import { CONTENT_CACHE_DIR } from "#scripts/content/machinery/content-cache.ts";
import { MARKET_TEXT_LABELS } from "#scripts/content/cms/market-text.ts";
import { changedLines } from "#tests/support/changed-lines.ts";

test.describe.configure({ mode: "serial" });

/** The front-matter fields these tests read. */
type FrontMatter = { title?: string; author?: string; tags?: string[]; image?: string; summary?: string };

/** A Markdown file's front matter and body, split as the content build splits them. */
function matter(source: string): { data: FrontMatter; content: string } {
  const [, yaml, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? [];
  if (yaml === undefined) throw new Error("no front matter");
  return { data: parse(yaml) as FrontMatter, content: body ?? "" };
}

let repo: string;
let backend: ChildProcess;
const backendUrl = `http://127.0.0.1:${PORTS.cmsBackend}/api/v1`;

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "tracker-cms-"));
  for (const dir of ["content", "public"]) cpSync(dir, join(repo, dir), { recursive: true });
  // The project's content cache too, as a writer's clone has one: the check below then renders
  // only the files the editor wrote, and still checks every link and rule across the site.
  if (existsSync(CONTENT_CACHE_DIR))
    cpSync(CONTENT_CACHE_DIR, join(repo, CONTENT_CACHE_DIR), { recursive: true });
  backend = spawn(process.execPath, [resolve("node_modules/decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(PORTS.cmsBackend),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repo,
      MODE: "fs",
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () =>
        fetch(backendUrl, {
          method: "POST",
          body: '{"action":"info"}',
          headers: { "content-type": "application/json" },
        })
          .then((r) => r.ok)
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  backend?.kill();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

/** Opens the editor at `hash`, logged in to the local backend. */
async function openEditor(page: Page, hash: string): Promise<void> {
  await page.route(/^http:\/\/(localhost|127\.0\.0\.1):8081\/api\/v1/, (route) =>
    route.continue({ url: backendUrl }),
  );
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`/admin/#${hash}`);
}

/** Chooses the `n`th option of a relation or select field (options are content, so by position). */
async function chooseOption(page: Page, label: string, n = 0): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const option = page.getByRole("option").nth(n);
  const text = await option.innerText();
  await option.click();
  return text;
}

/** Saves the entry: Publish, then Publish now (the local backend has no pull requests). */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now", { exact: true }).click();
}

/** `npm run content -- --check` on the temporary copy: what CI would say of the saved files. */
function contentCheck(): { status: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", resolve("scripts/content/cli.ts"), "--check"],
    {
      env: { ...process.env, CONTENT_PROJECT_DIR: repo },
      encoding: "utf8",
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test("a writer creates a blog post with an author and tags, and the build accepts the file", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = "Quoting rush embroidery orders without guesswork";
  await openEditor(page, "/collections/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Description", { exact: true })
    .fill("How a shop prices a rush order from its real machine hours, and says yes with confidence.");
  await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
  await chooseOption(page, "Author");
  await chooseOption(page, "Tags", 0);
  await chooseOption(page, "Tags", 0);
  // The cover: uploaded into the blog's picture folder.
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator("input[type=file]").setInputFiles({
    name: "rush-orders.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
    ),
  });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type("Rush orders are where a shop's margin goes. Price them from the schedule.");
  await publish(page);

  const file = join(repo, "content/blog/quoting-rush-embroidery-orders-without-guesswork.md");
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const { data, content } = matter(readFileSync(file, "utf8"));
  expect(data.title).toBe(title);
  expect(readdirSync(join(repo, "content/authors"))).toContain(`${data.author}.yaml`);
  expect(data.tags).toHaveLength(2);
  for (const tag of data.tags ?? []) expect(readdirSync(join(repo, "content/tags"))).toContain(`${tag}.yaml`);
  expect(data.image).toBe("/images/blog/rush-orders.svg");
  // The picture is a file of its own, which the editor's backend writes in a request of its own:
  // it may land just after the post.
  await expect
    .poll(() => existsSync(join(repo, "public/images/blog/rush-orders.svg")), { timeout: 15_000 })
    .toBe(true);
  expect(content).toContain("Rush orders are where a shop's margin goes.");
  const check = contentCheck();
  expect(check.output).not.toMatch(/error|must/i);
  expect(check.status).toBe(0);
});

/** Lines of `after` that differ from `before` (files of the same length of lines: one field edited). */
/** A YAML file once a save has written it whole: changed, and parsing (a read mid-write is neither). */
async function savedYaml(file: string, before: string): Promise<string> {
  let text = before;
  const written = () => {
    text = readFileSync(file, "utf8");
    try {
      return text !== before && parse(text) !== null;
    } catch {
      return false;
    }
  };
  await expect.poll(written).toBe(true);
  return text;
}

test("a writer edits a module page, and the file keeps every other field", async ({ page }) => {
  const slug = readdirSync("content/modules")
    .filter((f) => f.endsWith(".md"))[0]!
    .replace(/\.md$/, "");
  const before = matter(readFileSync(join(repo, "content/modules", `${slug}.md`), "utf8"));
  await openEditor(page, `/collections/modules/entries/${slug}`);
  const summary = page.getByLabel("Summary", { exact: true });
  await expect(summary).toHaveValue(before.data.summary!);
  await summary.fill("Every job's logos, versions and approvals in one place, edited in the browser.");
  await publish(page);
  await expect
    // The editor's backend rewrites the file in place: a read mid-write finds it partly written.
    .poll(() => {
      const source = readFileSync(join(repo, "content/modules", `${slug}.md`), "utf8");
      return /^---\r?\n[\s\S]*?\r?\n---/.test(source) ? matter(source).data.summary : undefined;
    })
    .toBe("Every job's logos, versions and approvals in one place, edited in the browser.");
  const after = matter(readFileSync(join(repo, "content/modules", `${slug}.md`), "utf8"));
  expect({ ...after.data, summary: before.data.summary }).toEqual(before.data);
  expect(after.content.trim()).toBe(before.content.trim());
  // A minimal diff: the file differs in the summary's line and nowhere else.
  const [was, is] = [join("content/modules", `${slug}.md`), join(repo, "content/modules", `${slug}.md`)].map(
    (file) => readFileSync(file, "utf8"),
  );
  expect(changedLines(was!, is!)).toEqual([
    "summary: Every job's logos, versions and approvals in one place, edited in the browser.",
  ]);
  expect(changedLines(is!, was!)).toHaveLength(1);
});

test("a writer changes the trial under Settings, and the save changes that one line", async ({ page }) => {
  const file = join(repo, "content/pricing.yaml");
  const before = readFileSync(file, "utf8");
  const days = (parse(before) as { trialDays: number }).trialDays;
  await openEditor(page, "/collections/settings/entries/pricing");
  const field = page.getByLabel("Trial days", { exact: true });
  await expect(field).toHaveValue(String(days));
  await field.fill(String(days + 1));
  await publish(page);
  const after = await savedYaml(file, before);
  expect(changedLines(before, after)).toEqual([`trialDays: ${days + 1}`]);
  expect(changedLines(after, before)).toEqual([`trialDays: ${days}`]);
});

test("a writer changes one market's text of a per-market field, and the save changes that one line", async ({
  page,
}) => {
  const file = join(repo, "content/pricing.yaml");
  const before = readFileSync(file, "utf8");
  type Pricing = { policies: { payment: { market: Record<string, string> } } };
  // The payment terms differ by market (docs/writing.md, "Two markets"): each has its own box.
  const { market } = (parse(before) as Pricing).policies.payment;
  const [first, second] = MARKET_TEXT_LABELS.markets;
  await openEditor(page, "/collections/settings/entries/pricing");
  const field = page.getByRole("group", { name: "Payment", exact: true });
  await expect(field.getByLabel(first!.label, { exact: true })).toHaveValue(market[first!.market]!);
  const box = field.getByLabel(second!.label, { exact: true });
  await expect(box).toHaveValue(market[second!.market]!);
  const text = `${market[second!.market]} Cheques are not accepted.`;
  await box.fill(text);
  await publish(page);
  const after = await savedYaml(file, before);
  expect(changedLines(before, after)).toHaveLength(1);
  expect(changedLines(after, before)).toHaveLength(1);
  expect((parse(after) as Pricing).policies.payment.market).toEqual({ ...market, [second!.market]: text });
  const check = contentCheck();
  expect(check.output).not.toMatch(/error|must/i);
  expect(check.status).toBe(0);
});

test("a writer gives a text a form per market, and the save writes it as the content check wants it", async ({
  page,
}) => {
  const file = join(repo, "content/pricing.yaml");
  const before = readFileSync(file, "utf8");
  type Pricing = { policies: { refunds: unknown } };
  const refunds = (parse(before) as Pricing).policies.refunds as string;
  const [first, second] = MARKET_TEXT_LABELS.markets;
  await openEditor(page, "/collections/settings/entries/pricing");
  const one = page.getByLabel("Refunds", { exact: true });
  await expect(one).toHaveValue(refunds);
  await one.locator("xpath=..").getByRole("button", { name: MARKET_TEXT_LABELS.split }).click();
  const field = page.getByRole("group", { name: "Refunds", exact: true });
  await expect(field.getByLabel(first!.label, { exact: true })).toHaveValue(refunds);
  await field
    .getByLabel(second!.label, { exact: true })
    .fill(`${refunds} Refunds are paid to the card used.`);
  await publish(page);
  expect((parse(await savedYaml(file, before)) as Pricing).policies.refunds).toEqual({
    market: { [first!.market]: refunds, [second!.market]: `${refunds} Refunds are paid to the card used.` },
  });
  const check = contentCheck();
  expect(check.output).not.toMatch(/error|must/i);
  expect(check.status).toBe(0);
});

/** The constructs of the site's Markdown, as a page's file writes them. */
const CONSTRUCTS: Record<string, RegExp> = {
  "callout with a title": /^:::\w+\[[^\]]+\]$/m,
  "aligned table": /^\|[ :-]+(\|[ :-]+)+\|$/m,
  "task list": /^- \[[ x]\] /m,
  // A fence, or an import file's sample, which the pipeline writes as a CSV block.
  "code with a language": /^```\w+$|^::import-sample\{/m,
  "captioned picture": /^!\[[^\]]+\]\([^)\s]+ "[^"]+"\)$/m,
  footnote: /\[\^[^\]]+\]:/,
  fact: /\{[a-z]+\.[A-Za-z.]+\}/,
};

/** Pages whose bodies between them hold every construct, with where the editor opens each. */
function pagesWithEveryConstruct(): { path: string; hash: string; constructs: string[] }[] {
  const candidates = manifest
    .filter(
      (entry) => ["docs-page", "page", "blog-post"].includes(entry.template) && entry.file.endsWith(".md"),
    )
    .map((entry) => {
      const body = readFileSync(entry.file, "utf8");
      const constructs = Object.keys(CONSTRUCTS).filter((name) => CONSTRUCTS[name]!.test(body));
      const [, folder, ...rest] = entry.file.replace(/\.md$/, "").split("/");
      const collection = folder === "docs" ? `docsPages-${rest[0]}` : folder === "blog" ? "blog" : "pages";
      return { path: entry.path, hash: `/collections/${collection}/entries/${rest.at(-1)}`, constructs };
    })
    .sort((a, b) => b.constructs.length - a.constructs.length);
  const chosen: typeof candidates = [];
  const covered = new Set<string>();
  for (const candidate of candidates)
    if (candidate.constructs.some((name) => !covered.has(name))) {
      chosen.push(candidate);
      candidate.constructs.forEach((name) => covered.add(name));
    }
  expect([...covered].sort()).toEqual(Object.keys(CONSTRUCTS).sort());
  return chosen;
}

/** The HTML of a page's rendered body as the built page holds it, before any script runs. */
async function articleHtml(browser: Browser, baseURL: string, path: string): Promise<string> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const html = await page.locator("article .prose").first().innerHTML();
  await context.close();
  return html;
}

test("the preview of a page with each construct is the built page's article", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pages = pagesWithEveryConstruct();
  await openEditor(page, pages[0]!.hash);
  for (const [i, { path, hash, constructs }] of pages.entries()) {
    // A document of its own for each entry (the login stays): a new hash alone keeps the last preview.
    await page.goto(`/admin/?entry=${i}#${hash}`);
    const preview = page.frameLocator("iframe").first().locator("[data-preview=page] .prose");
    const expected = await articleHtml(browser, baseURL!, path);
    // The preview follows the entry once it has loaded: until then it may show the one before.
    await expect
      .poll(async () => ((await preview.count()) ? preview.innerHTML() : ""), {
        message: `the preview of ${path} (${constructs.join(", ")})`,
        timeout: 30_000,
      })
      .toBe(expected);
  }
});

test("a save the build would refuse shows the build's own message beside the body", async ({ page }) => {
  const [{ hash, path }] = pagesWithEveryConstruct();
  const file = manifest.find((entry) => entry.path === path)!.file;
  const before = readFileSync(join(repo, file), "utf8");
  await openEditor(page, hash!);
  // The body's switch from rich text to Markdown (the form's last switch).
  await page.getByRole("switch").last().click();
  const body = page.locator("[data-slate-editor]").last();
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n\n:::warning\\[Check first]\nThe platen is hot.\n:::");
  await publish(page);
  await expect(page.getByText(/has its title's \[ escaped, so the page would show it as text/)).toBeVisible();
  expect(readFileSync(join(repo, file), "utf8")).toBe(before);
});

test("an entry the build would refuse is refused in the editor, with the schema's message", async ({
  page,
}) => {
  const files = readdirSync(join(repo, "content/blog"));
  await openEditor(page, "/collections/blog/new");
  await page.getByLabel("Description", { exact: true }).fill("Too short for a search snippet.");
  await publish(page);
  await expect(page.getByText("Title: must not be empty")).toBeVisible();
  await expect(page.getByText(/Description: must be at least 50 characters/)).toBeVisible();
  expect(readdirSync(join(repo, "content/blog"))).toEqual(files);
});

test("the editor stays apart: noindex, its own policy, and nowhere on the public site", async ({
  page,
  request,
}) => {
  const admin = await request.get("/admin/");
  expect(admin.headers()["x-robots-tag"]).toContain("noindex");
  expect(admin.headers()["content-security-policy"]).toContain("'unsafe-eval'");
  const home = await page.goto("/");
  const policy = home!.headers()["content-security-policy"]!;
  expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'|api\.github\.com/);
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  expect(scripts.filter((src) => src.includes("/admin/"))).toEqual([]);
  for (const file of ["/sitemap.xml", "/llms.txt"]) {
    expect(await (await request.get(file)).text()).not.toContain("/admin");
  }
});
