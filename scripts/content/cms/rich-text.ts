/**
 * Decap CMS's own Markdown serializer, the one its rich-text editor runs on every change, loaded
 * from the installed decap-cms packages with this site's editor components (components.ts): what a
 * save through rich text writes for a body. The content check holds every file to it
 * (steps/shape.ts), and `npm run format` writes it. Node only; loaded once, on first use.
 */
import { register } from "node:module";
import { EDITOR_COMPONENTS, SERIALIZER_OPTIONS } from "./components.ts";

type Serializers = {
  markdownToSlate: (markdown: string, options: object) => unknown;
  slateToMarkdown: (slate: unknown, options: object) => string;
};

/** Decap's two components that come with the editor; ours replaces its picture (same id). */
const CODE_BLOCK = { id: "code-block", label: "Code Block", widget: "code", type: "code-block" };

type RoundTrip = (markdown: string) => string;
let loading: Promise<(components: readonly object[]) => RoundTrip> | undefined;

/**
 * What a rich-text save writes for `markdown`: Decap's parse to its editor's tree, then back, with
 * the site's components (or others, to see what a save without them would do).
 */
export async function richTextRoundTrip(
  components: readonly object[] = EDITOR_COMPONENTS,
): Promise<RoundTrip> {
  loading ??= load();
  return (await loading)(components);
}

async function load(): Promise<(components: readonly object[]) => RoundTrip> {
  register("./decap-hooks.mjs", import.meta.url);
  const [{ default: createComponent }, registry, serializers] = await Promise.all([
    import("decap-cms-core/dist/esm/valueObjects/EditorComponent.js" as string) as Promise<{
      default: (config: object) => { id: string };
    }>,
    import("./decap-registry.mjs" as string) as Promise<{ REGISTRY_KEY: symbol }>,
    import("decap-cms-widget-markdown/dist/esm/serializers/index.js" as string) as Promise<Serializers>,
  ]);
  return (configs) => {
    // As Decap's registry keeps them: one per id, a later one in an earlier one's place.
    const byId = new Map<string, unknown>();
    for (const config of [CODE_BLOCK, ...configs]) {
      const component = createComponent(config);
      byId.set(component.id, component);
    }
    const components = [...byId.values()];
    return (markdown) => {
      // Decap's serializer asks for the registered components on every call (decap-registry.mjs).
      (globalThis as Record<symbol, unknown>)[registry.REGISTRY_KEY] = components;
      const slate = serializers.markdownToSlate(markdown, SERIALIZER_OPTIONS);
      return serializers.slateToMarkdown(slate, SERIALIZER_OPTIONS);
    };
  };
}
