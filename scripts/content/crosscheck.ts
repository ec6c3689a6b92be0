/**
 * Step 5: cross-checks — faults no single file's schema can see: redirects to missing routes,
 * Markdown links to missing pages or #anchors, references between collections, missing files.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ContentError } from "./errors.ts";
import type { SourceFile } from "./load.ts";
import { slugOf, type ManifestEntry } from "./manifest.ts";
import type { Heading, MarkdownLink } from "./render.ts";
import type { ValidContent } from "./validate.ts";

/** Rendered Markdown of one file, with where it came from so errors can name the line. */
export type RenderedSource = {
  path: string;
  source: SourceFile;
  firstLine: number;
  field: string;
  headings: Heading[];
  links: MarkdownLink[];
};

export function crossCheck(
  c: ValidContent,
  manifest: ManifestEntry[],
  rendered: RenderedSource[],
  publicDir: string,
): ContentError[] {
  const errors: ContentError[] = [];
  const pagePaths = new Set(manifest.map((m) => m.path));
  const redirects = new Map(c.redirects.map((r) => [r.from, r.to]));
  const anchorsByPath = new Map<string, Set<string>>();
  for (const r of rendered) {
    const ids = anchorsByPath.get(r.path) ?? new Set<string>();
    r.headings.forEach((h) => ids.add(h.id));
    anchorsByPath.set(r.path, ids);
  }

  // Redirects: each source unique and not a real page; each target a real page.
  const seenFrom = new Set<string>();
  c.redirects.forEach((r, i) => {
    const at = (field: string) => ({
      file: c.redirectsSource.file,
      line: c.redirectsSource.lineOf(["redirects", i, field]),
      field: `redirects.${i}.${field}`,
    });
    if (seenFrom.has(r.from)) errors.push({ ...at("from"), message: `${r.from} is redirected twice` });
    seenFrom.add(r.from);
    if (pagePaths.has(r.from))
      errors.push({ ...at("from"), message: `${r.from} is a page; redirecting it would hide the page` });
    if (!pagePaths.has(r.to)) errors.push({ ...at("to"), message: `${r.to} is not a page on the site` });
  });

  // Links in Markdown: internal targets and #anchors must exist; public files must exist.
  for (const r of rendered) {
    for (const link of r.links) {
      const problem = checkLink(link.url, r.path, pagePaths, redirects, anchorsByPath, publicDir);
      if (problem)
        errors.push({
          file: r.source.file,
          line: r.firstLine + link.line - 1,
          field: r.field,
          message: problem,
        });
    }
  }

  // References between collections and to files under public/.
  const industries = new Set(
    manifest.filter((m) => m.template === "industry").map((m) => m.path.split("/").pop()),
  );
  for (const cs of c.caseStudies) {
    if (!industries.has(cs.data.industry)) {
      errors.push({
        file: cs.source.file,
        line: cs.source.lineOf(["industry"]),
        field: "industry",
        message: `"${cs.data.industry}" is not an industry page (content/industries/${cs.data.industry}.md)`,
      });
    }
  }
  for (const post of c.blog) {
    if (!existsSync(join(publicDir, post.data.image))) {
      errors.push({
        file: post.source.file,
        line: post.source.lineOf(["image"]),
        field: "image",
        message: `${post.data.image} does not exist under public/`,
      });
    }
  }
  const nav = c.navigation;
  const navLinks: { path: string; at: (string | number)[] }[] = [
    { path: nav.header.modules.path, at: ["header", "modules", "path"] },
    {
      path: nav.header.modules.menu.explainer.link.path,
      at: ["header", "modules", "menu", "explainer", "link", "path"],
    },
    ...nav.header.links.map((l, i) => ({ path: l.path, at: ["header", "links", i, "path"] })),
    ...nav.header.resources.links.map((l, i) => ({
      path: l.path,
      at: ["header", "resources", "links", i, "path"],
    })),
    { path: nav.header.getStarted.path, at: ["header", "getStarted", "path"] },
    ...nav.mobile.map((l, i) => ({ path: l.path, at: ["mobile", i, "path"] })),
    ...nav.footer.flatMap((group, g) =>
      group.links.map((l, i) => ({ path: l.path, at: ["footer", g, "links", i, "path"] })),
    ),
  ];
  for (const link of navLinks) {
    if (!pagePaths.has(link.path)) {
      errors.push({
        file: c.navigationSource.file,
        line: c.navigationSource.lineOf(link.at),
        field: link.at.join("."),
        message: `${link.path} is not a page on the site`,
      });
    }
  }

  if (!pagePaths.has(c.ui.consent.privacy.path)) {
    const at = ["consent", "privacy", "path"];
    errors.push({
      file: c.uiSource.file,
      line: c.uiSource.lineOf(at),
      field: at.join("."),
      message: `${c.ui.consent.privacy.path} is not a page on the site`,
    });
  }

  const moduleSlugs = new Set(c.modules.map((m) => slugOf(m)));
  nav.header.modules.menu.popular.forEach((slug, i) => {
    if (!moduleSlugs.has(slug)) {
      const at = ["header", "modules", "menu", "popular", i];
      errors.push({
        file: c.navigationSource.file,
        line: c.navigationSource.lineOf(at),
        field: at.join("."),
        message: `${slug} is not a file in content/modules/`,
      });
    }
  });

  const home = c.homeSource;
  const homeLinks = [
    ...c.home.hero.ctas.map((cta, i) => ({ href: cta.href, path: ["hero", "ctas", i, "href"] })),
    ...c.home.closing.ctas.map((cta, i) => ({ href: cta.href, path: ["closing", "ctas", i, "href"] })),
    { href: c.home.modules.viewAll.href, path: ["modules", "viewAll", "href"] },
    { href: c.home.results.caseStudiesLink.href, path: ["results", "caseStudiesLink", "href"] },
    { href: c.home.about.learnMore.href, path: ["about", "learnMore", "href"] },
  ];
  for (const { href, path } of homeLinks) {
    if (!pagePaths.has(href))
      errors.push({
        file: home.file,
        line: home.lineOf(path),
        field: path.join("."),
        message: `${href} is not a page on the site`,
      });
  }
  c.home.results.testimonials.forEach((t, i) => {
    // A video on another site (https://…) is that site's to keep; our own files must exist.
    for (const field of ["videoUrl", "thumbnailUrl"] as const) {
      const url = t[field];
      if (url.startsWith("/") && !existsSync(join(publicDir, url))) {
        errors.push({
          file: home.file,
          line: home.lineOf(["results", "testimonials", i, field]),
          field: `results.testimonials.${i}.${field}`,
          message: `${url} does not exist under public/`,
        });
      }
    }
  });

  // The spelling map is one-way: a UK word that is also a US key would be rewritten twice.
  const spelling = c.spellingSource;
  for (const [us, uk] of Object.entries(c.spelling)) {
    const at = { file: spelling.file, line: spelling.lineOf(["pairs", us]), field: `pairs.${us}` };
    if (us === uk) errors.push({ ...at, message: "maps a word to itself" });
    else if (uk in c.spelling)
      errors.push({ ...at, message: `"${uk}" is itself a key, so the map would chain` });
  }
  return errors;
}

function checkLink(
  url: string,
  fromPath: string,
  pagePaths: Set<string>,
  redirects: Map<string, string>,
  anchorsByPath: Map<string, Set<string>>,
  publicDir: string,
): string | null {
  if (/^(https?:|mailto:|tel:)/.test(url)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return `link ${url} uses a scheme the site does not allow`;
  if (url.startsWith("#")) {
    return anchorsByPath.get(fromPath)?.has(url.slice(1))
      ? null
      : `link ${url} points to a heading this page does not have`;
  }
  if (!url.startsWith("/")) return `link ${url} must start with / (a site path) or https://`;
  const [pathAndQuery, anchor] = url.split("#", 2);
  const path = pathAndQuery.split("?")[0];
  if (path.startsWith("/images/") || path.startsWith("/videos/") || path.startsWith("/files/")) {
    return existsSync(join(publicDir, decodeURIComponent(path)))
      ? null
      : `link ${url} points to a file that does not exist under public/`;
  }
  if (path.length > 1 && path.endsWith("/"))
    return `link ${url} must not end with / (the site's URLs have no trailing slash)`;
  if (redirects.has(path)) return `link ${url} is a redirect; link to ${redirects.get(path)} instead`;
  if (!pagePaths.has(path)) return `link ${url} points to a page that does not exist`;
  if (anchor !== undefined && !anchorsByPath.get(path)?.has(anchor))
    return `link ${url} points to a heading ${path} does not have`;
  return null;
}
