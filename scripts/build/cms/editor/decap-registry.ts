/**
 * Decap's Markdown serializer, bundled here (rich-text.ts), asks the editor's React control for the
 * registered components; in this bundle it gets them from Decap's registry itself, the same
 * components its own copy of the serializer uses. (The bundle maps the serializer's
 * `../MarkdownControl` import here: scripts/build/cms/bundle.ts.)
 */
import { decap } from "./decap.ts";

export const getEditorComponents = () => decap().CMS.getEditorComponents();
