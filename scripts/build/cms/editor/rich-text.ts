/**
 * Decap's own rich-text round trip in the browser: the serializer of the decap-cms-widget-markdown
 * the page's decap-cms.js is built from, with the registered components. The editor's Markdown
 * format writes a body as rich text keeps it, and the checks beside the body say when that would
 * change the page.
 */
import {
  markdownToSlate,
  slateToMarkdown,
  // @ts-expect-error Decap publishes its ES modules without types.
} from "decap-cms-widget-markdown/dist/esm/serializers/index.js";
import { SERIALIZER_OPTIONS } from "#scripts/content/cms/components.ts";

type Serialize = (value: unknown, options: object) => unknown;

/** A body as a save through rich text writes it. */
export function richText(markdown: string): string {
  const slate = (markdownToSlate as Serialize)(markdown, SERIALIZER_OPTIONS);
  return (slateToMarkdown as Serialize)(slate, SERIALIZER_OPTIONS) as string;
}
