/**
 * What Decap's serializer asks the editor's control for: the registered components. In the
 * browser the control hands over CMS.getEditorComponents(), an Immutable map; in Node, rich-text.ts
 * sets them here as a list, which the serializer reads the same way (find, forEach).
 */
export const REGISTRY_KEY = Symbol.for("tracker.decapEditorComponents");

export const getEditorComponents = () => globalThis[REGISTRY_KEY] ?? [];
