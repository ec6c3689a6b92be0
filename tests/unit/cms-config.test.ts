import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COLLECTIONS, DATA_FILES } from "#app/core/content/index.ts";
import { isoDate, reference, shortText, text } from "#app/core/content/index.ts";
import { cmsConfig, cmsConfigYaml, type CmsInputs } from "#scripts/content/cms/config.ts";
import { fieldsOf, NoWidgetError, type DecapField } from "#scripts/content/cms/widgets.ts";
import { MARKET_TEXT_WIDGET } from "#scripts/content/cms/market-text.ts";
import { isMarketForm } from "#scripts/content/steps/markets.ts";
import { adminHtml, ADMIN_PATH, markdownCollections, siteStylesheets } from "#scripts/build/cms/admin.ts";
import { ADMIN_POLICY, contentSecurityPolicy, headerRules } from "#scripts/build/security-headers.ts";

const fixture = join(import.meta.dirname, "../fixtures/site/content");
const data = Object.fromEntries(
  Object.entries(DATA_FILES).map(([name, { file }]) => [
    name,
    parse(readFileSync(join(fixture, file), "utf8")),
  ]),
);
const inputs: CmsInputs = {
  repo: "tracker-app/website",
  branch: "main",
  siteUrl: "https://www.example.com",
  docsCategories: [
    { slug: "getting-started", title: "Getting started" },
    { slug: "billing", title: "Billing" },
  ],
  data,
};
type Collection = { name: string; fields?: DecapField[]; files?: { name: string; fields: DecapField[] }[] };
const config = cmsConfig(inputs) as { collections: Collection[] } & Record<string, unknown>;
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const field = (fields: DecapField[], name: string) => fields.find((f) => f.name === name)!;
const relation = { relation: (c: string) => ({ collection: c, search: ["title"], display: "title" }) };

/** Every field at any depth, with its path. */
function allFields(fields: DecapField[], path = ""): [string, DecapField][] {
  return fields.flatMap((f) => {
    const here = `${path}${f.name}`;
    const nested = [...((f.fields as DecapField[]) ?? []), ...(f.field ? [f.field as DecapField] : [])];
    return [[here, f] as [string, DecapField], ...allFields(nested, `${here}.`)];
  });
}

describe("the editor's config, generated from the registry", () => {
  it("gives every field of every collection and settings file a widget", () => {
    const every = config.collections.flatMap((c) => [
      ...(c.fields ?? []),
      ...(c.files ?? []).flatMap((f) => f.fields),
    ]);
    const missing = allFields(every).filter(([, f]) => !f.widget);
    expect(missing.map(([path]) => path)).toEqual([]);
    expect(allFields(every).length).toBeGreaterThan(300);
  });

  it("edits every text field with the widget that holds a per-market form, wherever the content has one", () => {
    const settings = collection("settings").files!;
    const every = [
      ...config.collections.flatMap((c) => c.fields ?? []),
      ...settings.flatMap((f) => f.fields),
    ];
    // Decap's own text widgets would show a form as text and could not save it.
    expect(allFields(every).filter(([, f]) => ["string", "text"].includes(f.widget))).toEqual([]);
    /** The paths of the per-market forms in a value, list positions left out (as the config's paths). */
    const forms = (value: unknown, path: string): string[] =>
      isMarketForm(value)
        ? [path]
        : value !== null && typeof value === "object"
          ? Object.entries(value).flatMap(([key, item]) =>
              forms(item, Array.isArray(value) ? path : `${path}.${key}`),
            )
          : [];
    const found = settings.flatMap((file) => {
      const byPath = new Map(allFields(file.fields, `${file.name}.`));
      return forms(data[file.name], file.name).map((path) => [path, byPath.get(path)?.widget]);
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(found.map(([path]) => [path, MARKET_TEXT_WIDGET]));
  });

  it("throws, naming the field, when a schema type has no widget", () => {
    const schema = z.strictObject({ title: text, when: z.bigint() });
    expect(() => fieldsOf(schema, relation, "changelog")).toThrow(NoWidgetError);
    expect(() => fieldsOf(schema, relation, "changelog")).toThrow(
      "changelog.when: no Decap widget for a zod bigint",
    );
  });

  it("has one collection per registry collection, the docs pages one per category, and the settings", () => {
    const names = config.collections.map((c) => c.name);
    for (const name of Object.keys(COLLECTIONS).filter((n) => n !== "docsPages"))
      expect(names).toContain(name);
    expect(names).toContain("docsPages-getting-started");
    expect(names).toContain("docsPages-billing");
    expect(collection("settings").files!.map((f) => f.name)).toEqual(Object.keys(DATA_FILES));
  });

  it("adds a field added to a schema with no other change", () => {
    const before = fieldsOf(z.strictObject({ title: shortText(70) }), relation);
    const after = fieldsOf(
      z.strictObject({ title: shortText(70), subtitle: shortText(90).optional() }),
      relation,
    );
    expect(after.map((f) => f.name)).toEqual([...before.map((f) => f.name), "subtitle"]);
    expect(field(after, "subtitle")).toMatchObject({
      widget: MARKET_TEXT_WIDGET,
      multiline: false,
      required: false,
    });
  });

  it("maps each kind of field to its widget, with the schema's limits and messages", () => {
    const blog = collection("blog").fields!;
    expect(field(blog, "title")).toMatchObject({
      widget: MARKET_TEXT_WIDGET,
      multiline: false,
      pattern: [expect.any(String), expect.stringContaining("must be at most 70 characters")],
    });
    expect(new RegExp(field(blog, "title").pattern![0]).test("x".repeat(71))).toBe(false);
    expect(new RegExp(field(blog, "title").pattern![0]).test("A title")).toBe(true);
    expect(field(blog, "description").pattern![1]).toContain("must be at least 50 characters");
    expect(field(blog, "date")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(field(blog, "updated")).toMatchObject({ widget: "datetime", required: false });
    expect(field(blog, "author")).toMatchObject({
      widget: "relation",
      collection: "authors",
      value_field: "{{slug}}",
    });
    expect(field(blog, "tags")).toMatchObject({
      widget: "relation",
      collection: "tags",
      multiple: true,
      min: 1,
    });
    expect(field(blog, "image")).toMatchObject({
      widget: "image",
      media_folder: "/public/images/blog",
      public_folder: "/images/blog",
    });
    expect(field(blog, "body")).toMatchObject({ widget: "markdown" });
    expect(field(blog, "priority")).toMatchObject({ widget: "number", min: 0, max: 1, required: false });
    const modules = collection("modules").fields!;
    expect(field(modules, "order")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field(modules, "category").widget).toBe("select");
    expect(field(modules, "benefits")).toMatchObject({ widget: "list", min: 3, max: 3 });
    expect(field(modules, "related")).toMatchObject({
      widget: "relation",
      collection: "modules",
      min: 2,
      max: 3,
    });
    const pages = collection("pages").fields!;
    expect(field(pages, "robots")).toMatchObject({
      widget: "select",
      default: "index,follow",
      required: false,
    });
    const slug = field(pages, "slug");
    expect(new RegExp(slug.pattern![0]).test("Not A Slug")).toBe(false);
    expect(slug.pattern![1]).toBe("must be lowercase words joined by hyphens");
  });

  it("edits a record by the keys the content has (the pricing table's plans)", () => {
    const pricing = collection("settings").files!.find((f) => f.name === "pricing")!.fields;
    const values = allFields(pricing).find(([path]) => path === "comparison.rows.values")![1];
    const plans = (data.pricing as { plans: { id: string }[] }).plans.map((p) => p.id);
    expect((values.fields as DecapField[]).map((f) => f.name)).toEqual(plans);
  });

  it("saves through pull requests on GitHub, and locally through decap-server", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({ name: "github", repo: "tracker-app/website", branch: "main" });
    expect(config.local_backend).toBe(true);
    expect(cmsConfigYaml(inputs)).toMatch(/^# Generated by the build/);
    expect(parse(cmsConfigYaml(inputs))).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("shows each field's description as its hint, and the fields in the order a writer reads them", () => {
    const described = z.strictObject({
      trialDays: z.number().int().describe("Days of free trial."),
      when: isoDate.optional().describe("The day it starts."),
      who: reference("authors").describe("The writer."),
    });
    const fields = fieldsOf(described, relation);
    expect(fields.map((f) => f.hint)).toEqual(["Days of free trial.", "The day it starts.", "The writer."]);
    // A described date is still a date, and a described reference still a relation.
    expect(field(fields, "when")).toMatchObject({ widget: "datetime", required: false });
    expect(field(fields, "who").widget).toBe("relation");
    const blog = collection("blog").fields!.map((f) => f.name);
    expect(blog.indexOf("date")).toBeLessThan(blog.indexOf("priority"));
    expect(blog.indexOf("author")).toBeLessThan(blog.indexOf("priority"));
    const pricing = collection("settings").files!.find((f) => f.name === "pricing")!.fields;
    expect(field(pricing, "trialDays").hint).toEqual(expect.any(String));
  });

  it("names a reference's collection as the registry does", () => {
    expect(() => fieldsOf(z.strictObject({ who: reference("people") }), relation)).not.toThrow();
    expect(fieldsOf(z.strictObject({ on: isoDate }), relation)[0]!.widget).toBe("datetime");
  });
});

describe("the editor's page and policy, kept apart from the site", () => {
  const inputsOfPolicy = {
    analytics: false,
    videoUrls: [],
    inlineScriptHashes: ["'sha256-abc'"],
    leadsEndpoint: "/api/leads/{form}",
    search: true,
  };

  it("leaves every public page's policy as it was, and gives /admin/ its own", () => {
    const rules = headerRules(inputsOfPolicy);
    const pages = rules.find((r) => r.pattern === "/*")!.headers["Content-Security-Policy"];
    expect(pages).toBe(contentSecurityPolicy(inputsOfPolicy));
    expect(pages).not.toMatch(/'unsafe-eval'|unsafe-inline|api\.github\.com|8081/);
    const admin = rules.filter((r) => r.headers["Content-Security-Policy"] === ADMIN_POLICY);
    expect(admin.map((r) => r.pattern)).toEqual([`${ADMIN_PATH}*`]);
    expect(admin[0]!.detach).toContain("Content-Security-Policy");
    expect(ADMIN_POLICY).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(ADMIN_POLICY).not.toMatch(/https:\/\/(unpkg|cdn|cdnjs)/);
  });

  it("previews every collection of Markdown pages as a page, in the site's own stylesheet", () => {
    const markdown = config.collections.filter((c) => c.fields?.some((f) => f.name === "body"));
    expect(markdownCollections(inputs)).toEqual(markdown.map((c) => c.name));
    expect(markdownCollections(inputs)).toContain("docsPages-getting-started");
    // A built page writes its stylesheet in, naming the file it came from; the preview loads that file.
    const page =
      '<head><style data-precedence="default" data-href="/assets/app-AbC.css">body{}</style></head>';
    expect(siteStylesheets(page)).toEqual(["/assets/app-AbC.css"]);
    expect(siteStylesheets('<link rel="stylesheet" href="/assets/app-X.css">')).toEqual([
      "/assets/app-X.css",
    ]);
  });

  it("serves a noindex page that loads only the editor's own scripts", () => {
    const html = adminHtml("Tracker", ["/assets/app-x.css"], ["blog"]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const scripts = [...html.matchAll(/<script(?: type="module")? src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(["/admin/boot.js", "/admin/decap-cms.js", "/admin/editor.js"]);
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain("&quot;/assets/app-x.css&quot;");
  });
});
