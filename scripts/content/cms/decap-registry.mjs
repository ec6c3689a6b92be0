/**
 * What Decap's serializer asks the editor's control for: the registered components. In the
 * browser the control hands over CMS.getEditorComponents(); in Node, rich-text.ts sets them here.
 */
import { Map } from "immutable";

export const REGISTRY_KEY = Symbol.for("tracker.decapEditorComponents");

export const getEditorComponents = () => globalThis[REGISTRY_KEY] ?? Map();
