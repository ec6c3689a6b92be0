/**
 * Decap CMS's config.yml, generated from the content registry and its schemas: one collection per
 * registry collection (the docs pages one per category, as writers think of them), and one
 * "Settings" collection of the single YAML files. Nothing here names a field: the fields come from
 * the schemas (widgets.ts), so a field added to a schema is in the editor with no other change.
 */
import { stringify } from "yaml";
import type { z } from "zod";
import { COLLECTIONS, DATA_FILES, type CollectionName } from "#app/core/content/index.ts";
import { FORMAT_NAMES } from "./formats.ts";
import { defOf } from "./schema-def.ts";
import {
  descriptionOf,
  fieldsOf,
  labelOf,
  type DecapField,
  type MediaFolders,
  type WidgetContext,
} from "./widgets.ts";

export type CmsInputs = {
  /** The GitHub repository writers' pull requests go to, "owner/name". */
  repo: string;
  /** The branch pull requests are opened against. */
  branch: string;
  /** The site's address (Decap's "view live" links). */
  siteUrl: string;
  /** The docs categories, by folder name (content/docs/<category>/), in order, with their titles. */
  docsCategories: { slug: string; title: string }[];
  /** The data files' current content: a record's keys (plan ids) are read from it. */
  data: Record<string, unknown>;
  /** The local backend (decap-server) the editor uses when opened on loopback. */
  localBackendUrl?: string;
};

/** Where pictures go: public/images/<folder>, linked as /images/<folder>/<file>. */
const IMAGES_DIR = "public/images";
const mediaOf = (folder: string): MediaFolders => ({
  media_folder: `/${IMAGES_DIR}/${folder}`,
  public_folder: `/images/${folder}`,
});

/** The field that names an entry in lists, relations and new file names, by collection. */
function identifierOf(schema: z.ZodType): string {
  const shape = defOf(schema).shape ?? {};
  for (const key of ["name", "partner", "title", "label"]) if (key in shape) return key;
  return Object.keys(shape)[0]!;
}

const relation: WidgetContext["relation"] = (collection) => {
  const definition = COLLECTIONS[collection as CollectionName];
  if (!definition) throw new Error(`reference("${collection}") names no collection of the registry`);
  const display = identifierOf(definition.schema);
  return { collection, search: [...new Set([display, "title"])], display };
};

/**
 * A Markdown file's fields: its front matter, then the body. Rich text keeps every construct of the
 * site's Markdown as it was typed (components.ts); the hint says how to add one.
 */
const body: DecapField = {
  name: "body",
  label: "Body",
  widget: "markdown",
  hint: "Callouts, tables, checklists, footnotes, facts such as {pricing.trialDays} and captioned pictures are blocks of their own: add one from the + menu, or switch to Markdown to type it. The preview shows the page as the site renders it.",
};

type DecapCollection = Record<string, unknown>;

/** The registry's collections, as Decap folder collections. */
function folderCollections(inputs: CmsInputs): DecapCollection[] {
  const collections: DecapCollection[] = [];
  for (const [name, definition] of Object.entries(COLLECTIONS)) {
    const [folder, ...rest] = definition.source.split("/");
    const pattern = rest.join("/");
    const markdown = pattern.endsWith(".md");
    const context: WidgetContext = { relation, media: mediaOf(folder!) };
    const fields = [...fieldsOf(definition.schema, context, name), ...(markdown ? [body] : [])];
    const common = {
      label: labelOf(name),
      identifier_field: identifierOf(definition.schema),
      fields,
      ...(markdown
        ? { format: FORMAT_NAMES.markdown, extension: "md" }
        : { format: FORMAT_NAMES.yaml, extension: "yaml" }),
      ...(descriptionOf(definition.schema) ? { description: descriptionOf(definition.schema) } : {}),
      media_folder: mediaOf(folder!).media_folder,
      public_folder: mediaOf(folder!).public_folder,
    };
    if (pattern === "*.md" || pattern === "*.yaml") {
      // A new entry's file name is made from its title ("Pricing embroidery" -> pricing-embroidery.md).
      collections.push({ name, ...common, folder: `content/${folder}`, create: true, slug: "{{slug}}" });
    } else if (pattern === "*/*.md") {
      // Docs pages: one collection per category folder, so a writer picks the category first.
      for (const category of inputs.docsCategories) {
        collections.push({
          name: `${name}-${category.slug}`,
          ...common,
          label: `Docs: ${category.title}`,
          folder: `content/${folder}/${category.slug}`,
          create: true,
          slug: "{{slug}}",
        });
      }
    } else if (pattern === "*/_category.yaml") {
      collections.push({
        name,
        ...common,
        files: inputs.docsCategories.map((category) => ({
          name: category.slug,
          label: category.title,
          file: `content/${folder}/${category.slug}/_category.yaml`,
          fields,
        })),
      });
      delete collections.at(-1)!.fields;
    } else {
      throw new Error(`${name}: no Decap collection for source "${definition.source}"`);
    }
  }
  return collections;
}

/** The single YAML files (site.yaml, pricing.yaml, faq.yaml...), one "Settings" collection. */
function settingsCollection(inputs: CmsInputs): DecapCollection {
  return {
    name: "settings",
    label: "Settings",
    format: FORMAT_NAMES.yaml,
    editor: { preview: false },
    files: Object.entries(DATA_FILES).map(([name, { file, schema }]) => ({
      name,
      label: labelOf(name),
      ...(descriptionOf(schema) ? { description: descriptionOf(schema) } : {}),
      file: `content/${file}`,
      fields: fieldsOf(schema, { relation, media: mediaOf(name) }, name, inputs.data[name]),
    })),
  };
}

/** Decap's configuration, as an object (tests read it) and as config.yml (cmsConfigYaml). */
export function cmsConfig(inputs: CmsInputs): Record<string, unknown> {
  return {
    backend: {
      name: "github",
      repo: inputs.repo,
      branch: inputs.branch,
      // The OAuth proxy is this site's own Pages Function (functions/admin/auth.ts), not Netlify's.
      base_url: inputs.siteUrl,
      auth_endpoint: "admin/auth",
    },
    // Every save is a branch and a pull request, which CI checks and deploys as a preview.
    publish_mode: "editorial_workflow",
    // Used only when the editor is opened on localhost or 127.0.0.1, where `npm run cms` runs decap-server.
    local_backend: inputs.localBackendUrl ? { url: inputs.localBackendUrl } : true,
    site_url: inputs.siteUrl,
    media_folder: IMAGES_DIR,
    public_folder: "/images",
    // File names from titles: lowercase ASCII words joined by hyphens, what the content build accepts.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...folderCollections(inputs), settingsCollection(inputs)],
  };
}

export function cmsConfigYaml(inputs: CmsInputs): string {
  const config = cmsConfig(inputs);
  return `# Generated by the build from app/core/content/registry.ts and its schemas: do not edit.\n${stringify(
    config,
    { aliasDuplicateObjects: false, lineWidth: 0 },
  )}`;
}
