/** Small shapes the YAML files share: links, calls to action, counted wording. */
import { z } from "zod";
import { icon, sitePath, template, text } from "#app/core/content/fields.ts";

export const cta = z.strictObject({ id: text, label: text, href: sitePath });
/** A text link to a page; the build checks the page exists. */
export const pageLink = z.strictObject({ label: text, href: sitePath });
export const iconItem = z.strictObject({ title: text, description: text, icon });
/** A labelled link to a page of the site; the build checks the page exists. */
export const navLink = z.strictObject({ label: text, path: sitePath });
/** A count's wording: `one` for exactly 1, `other` (with {count}) for every other number. */
export const plural = z.strictObject({ one: template("count"), other: template("count") });
/** A toast: its title and one line of detail. */
export const titled = z.strictObject({ title: text, description: text });
