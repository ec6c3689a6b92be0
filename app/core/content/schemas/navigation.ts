/** content/navigation.yaml: the header, Modules mega-menu, mobile menu and footer links. */
import { z } from "zod";
import { MODULE_CATEGORIES } from "#app/core/product/index.ts";
import { icon, reference, text } from "#app/core/content/fields.ts";
import { navLink } from "./links.ts";

export const navigationSchema = z.strictObject({
  header: z.strictObject({
    /** The Modules trigger and its mega-menu. */
    modules: navLink.extend({
      menu: z.strictObject({
        tabs: z.strictObject({ popular: text, categories: text }),
        /** File names (without .md) of content/modules/ shown as cards on the Popular tab, in order. */
        popular: z.array(reference("modules")).min(1).max(4),
        /** The panel beside the popular cards: modules can be switched on or off. */
        explainer: z.strictObject({ title: text, text, link: navLink }),
        /** One tile per module category, in the order shown; each links to the modules index. */
        categories: z
          .array(z.strictObject({ name: z.enum(MODULE_CATEGORIES), icon, text }))
          .length(MODULE_CATEGORIES.length, `must list each of ${MODULE_CATEGORIES.join(", ")} once`)
          .refine(
            (list) => new Set(list.map((c) => c.name)).size === list.length,
            "must not list a category twice",
          ),
      }),
    }),
    links: z.array(navLink),
    resources: z.strictObject({ label: text, links: z.array(navLink).min(1) }),
    getStarted: navLink,
    /** The way into the application: beside Get Started on desktop, at the foot of the mobile menu. */
    login: navLink,
  }),
  /** The mobile menu's list, top to bottom. */
  mobile: z.array(navLink).min(1),
  footer: z.array(z.strictObject({ heading: text, links: z.array(navLink).min(1) })).min(1),
});
export type Navigation = z.infer<typeof navigationSchema>;
