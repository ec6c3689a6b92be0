/**
 * Node module hooks that let Node import Decap's Markdown serializer from node_modules as the
 * editor's bundle runs it (rich-text.ts registers them). Decap publishes its ES modules without
 * file extensions ('./remarkSlate', 'lodash/trimEnd'), which webpack resolves and Node does not:
 * a specifier from inside a decap-cms package that does not resolve is tried again with `.js`
 * and `/index.js`. The serializer's one import of the editor's React control, for the registered
 * components, is answered by decap-registry.mjs instead.
 */
const REGISTRY = new URL("./decap-registry.mjs", import.meta.url).href;

export async function resolve(specifier, context, next) {
  const parent = context.parentURL ?? "";
  if (
    specifier === "../MarkdownControl" &&
    parent.includes("/decap-cms-widget-markdown/dist/esm/serializers/")
  )
    return { url: REGISTRY, shortCircuit: true };
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!parent.includes("/node_modules/decap-cms-")) throw error;
    for (const suffix of [".js", "/index.js"]) {
      try {
        return await next(`${specifier}${suffix}`, context);
      } catch {
        // the next form, or the first error
      }
    }
    throw error;
  }
}
