/**
 * The whole pipeline as one pure function: load -> validate -> render -> manifest -> cross-check.
 * It reads files but writes nothing; emit.ts writes the result only when there is no error.
 */
import { join } from "node:path";
import type { CompiledContent, CompiledManifest, PageBody } from "./compiled.ts";
import { crossCheck, type RenderedSource } from "./crosscheck.ts";
import { ContentBuildError, type ContentError } from "./errors.ts";
import { loadContent } from "./load.ts";
import { buildManifest, collectPages, slugOf } from "./manifest.ts";
import { renderMarkdown } from "./render.ts";
import { validateContent } from "./validate.ts";

export type CompileResult = {
  content: CompiledContent;
  manifest: CompiledManifest;
  spelling: Record<string, string>;
};

export function compileContent(
  projectDir: string,
  contentDir = join(projectDir, "content"),
  publicDir = join(projectDir, "public"),
): CompileResult {
  const loaded = loadContent(contentDir, projectDir);
  const label = loaded.files[0]?.file.split("/")[0] ?? "content";
  const validated = validateContent(loaded.files, label);
  const errors: ContentError[] = [...loaded.errors, ...validated.errors];
  // A file that could not be read is missing from the set; cross-checks would then report every
  // link to it as broken, burying the real fault. Stop at the per-file errors instead.
  if (!validated.content || loaded.errors.length > 0) throw new ContentBuildError(sortErrors(errors));
  const c = validated.content;

  const { manifest, errors: manifestErrors } = buildManifest(c);
  errors.push(...manifestErrors);

  // Render every Markdown body once; keep headings and links for the cross-checks.
  const bodies: Record<string, PageBody> = {};
  const rendered: RenderedSource[] = [];
  for (const page of collectPages(c)) {
    if (!page.source.file.endsWith(".md")) continue;
    const out = renderMarkdown(page.source.body);
    bodies[page.path] = { html: out.html, headings: out.headings };
    rendered.push({
      path: page.path,
      source: page.source,
      firstLine: page.source.bodyLine,
      field: "body",
      headings: out.headings,
      links: out.links,
    });
  }
  const faq = c.faq.questions.map((q, i) => {
    const out = renderMarkdown(q.answer);
    const answerLine = c.faqSource.lineOf(["questions", i, "answer"]);
    rendered.push({
      path: "/faq",
      source: c.faqSource,
      firstLine: answerLine,
      field: `questions.${i}.answer`,
      headings: [],
      links: out.links,
    });
    return { question: q.question, answerHtml: out.html };
  });
  errors.push(...crossCheck(c, manifest, rendered, publicDir));
  if (errors.length > 0) throw new ContentBuildError(sortErrors(errors));

  const pathOf = (template: string, slug: string) =>
    manifest.find((m) => m.template === template && m.path.endsWith(`/${slug}`))!.path;
  const content: CompiledContent = {
    site: c.site,
    ui: c.ui,
    navigation: c.navigation,
    sections: c.sections,
    manifest,
    home: c.home,
    pricing: c.pricing,
    faq,
    bodies,
    modules: c.modules.map((m) => {
      const { title, description, summary, icon, category } = m.data;
      return {
        slug: slugOf(m),
        path: pathOf("module", slugOf(m)),
        title,
        description,
        summary,
        icon,
        category,
      };
    }),
    industries: c.industries.map((m) => {
      const { title, description, summary, icon } = m.data;
      return { slug: slugOf(m), path: pathOf("industry", slugOf(m)), title, description, summary, icon };
    }),
    caseStudies: c.caseStudies.map((m) => {
      const { title, description, summary, company, industry, location, results, quote } = m.data;
      return {
        slug: slugOf(m),
        path: pathOf("case-study", slugOf(m)),
        title,
        description,
        summary,
        company,
        industry,
        location,
        results,
        quote,
      };
    }),
    blog: c.blog.map((m) => {
      const { title, description, date, author, tags, image } = m.data;
      return {
        slug: slugOf(m),
        path: pathOf("blog-post", slugOf(m)),
        title,
        description,
        date,
        author,
        tags,
        image,
      };
    }),
    docs: c.docsCategories.map((cat) => {
      const path = `/documentation/${cat.slug}`;
      const pages = manifest
        .filter((m) => m.template === "docs-page" && m.path.startsWith(`${path}/`))
        .map((m) => ({
          slug: m.path.slice(path.length + 1),
          path: m.path,
          title: m.title,
          description: m.description,
        }));
      return {
        slug: cat.slug,
        path,
        title: cat.data.title,
        description: cat.data.description,
        icon: cat.data.icon,
        pages,
      };
    }),
  };
  return {
    content,
    manifest: { manifest, redirects: c.redirects, sections: c.sections, siteUrl: c.site.siteUrl },
    spelling: c.spelling,
  };
}

/** Errors grouped by file, then by line, so a writer fixes one file top to bottom. */
function sortErrors(errors: ContentError[]): ContentError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
