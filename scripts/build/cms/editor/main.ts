/**
 * The editor's own bundle at /admin/ (built by scripts/build/cms/bundle.ts, for `npm run build` and
 * `npm run cms` alike), run after Decap's: it registers what makes a save faithful and a preview
 * the page, then starts Decap (boot.js held it).
 * - the content's formats (every save in the one shape: scripts/content/cms/formats.ts);
 * - the editor components and the remark style (scripts/content/cms/components.ts);
 * - the page preview (preview.ts) in the site's stylesheet;
 * - the widget of every text field, one text or a text per market (market-text.ts);
 * - the build's checks beside each field (checks.ts), and the schema's wording for an empty field.
 * Only /admin/ loads it: no public page does.
 */
import { EDITOR_COMPONENTS, remarkEditorStyle } from "#scripts/content/cms/components.ts";
import { schemaOfFields } from "#scripts/content/cms/entry-schemas.ts";
import { FORMAT_NAMES, markdownFormat, yamlFormat } from "#scripts/content/cms/formats.ts";
import { MARKET_TEXT_LABELS, MARKET_TEXT_WIDGET } from "#scripts/content/cms/market-text.ts";
import { shapedBody } from "#scripts/content/cms/shape.ts";
import { checkedSite, checkEveryField, entryProblems } from "./checks.ts";
import { decap } from "./decap.ts";
import { marketTextWidget } from "./market-text.ts";
import { pagePreview, type PreviewData } from "./preview.ts";
import { richText } from "./rich-text.ts";

/** The page's settings, on the boot script's tag (admin.ts writes them). */
const settings = document.querySelector<HTMLScriptElement>("script[data-site-data]")!.dataset;
const json = <T>(value: string | undefined, fallback: T): T => (value ? (JSON.parse(value) as T) : fallback);

const { CMS } = decap();
const site = (await (await fetch(settings.siteData!)).json()) as PreviewData;

CMS.registerCustomFormat(FORMAT_NAMES.yaml, "yaml", yamlFormat(schemaOfFields));
// A body typed in Markdown mode is saved as rich text would write it, when the page stays the same.
CMS.registerCustomFormat(
  FORMAT_NAMES.markdown,
  "md",
  markdownFormat(schemaOfFields, (body) => shapedBody(body, richText).text),
);
for (const component of EDITOR_COMPONENTS) CMS.registerEditorComponent(component);
CMS.registerRemarkPlugin(remarkEditorStyle);

for (const href of json<string[]>(settings.previewStyles, [])) CMS.registerPreviewStyle(href);
const preview = pagePreview(site);
for (const name of json<string[]>(settings.markdownCollections, []))
  CMS.registerPreviewTemplate(name, preview);

// Decap says "Title is required."; the build says "must not be empty": one wording for both.
const en = structuredClone(CMS.getLocale("en"));
en.editor!.editorControlPane!.widget!.required = `%{fieldLabel}: ${settings.requiredMessage}`;
en.editor!.editorControlPane!.widget!.regexPattern = "%{fieldLabel}: %{pattern}";
CMS.registerLocale("en", en);

const text = marketTextWidget(MARKET_TEXT_LABELS);
CMS.registerWidget(MARKET_TEXT_WIDGET, text.control, text.preview);

// After every widget is registered: the checks wrap each one's control.
const checked = checkedSite(site);
checkEveryField(schemaOfFields, (schema, data) => entryProblems(schema, data, checked, richText));

CMS.init();
