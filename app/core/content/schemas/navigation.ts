/** content/navigation.yaml: the header, Modules mega-menu, mobile menu and footer links. */
import { z } from "zod";
import { MODULE_CATEGORIES } from "#app/core/product/index.ts";
import { icon, reference, text } from "#app/core/content/fields.ts";
import { navLink } from "./links.ts";

export const navigationSchema = z
  .strictObject({
    header: z.strictObject({
      modules: navLink
        .extend({
          menu: z.strictObject({
            tabs: z.strictObject({ popular: text, categories: text }),
            popular: z
              .array(reference("modules"))
              .min(1)
              .max(4)
              .describe(
                "File names (without .md) of content/modules/ shown as cards on the Popular tab, in order.",
              ),
            explainer: z
              .strictObject({ title: text, text, link: navLink })
              .describe("The panel beside the popular cards: modules can be switched on or off."),
            categories: z
              .array(z.strictObject({ name: z.enum(MODULE_CATEGORIES), icon, text }))
              .length(MODULE_CATEGORIES.length, `must list each of ${MODULE_CATEGORIES.join(", ")} once`)
              .refine(
                (list) => new Set(list.map((c) => c.name)).size === list.length,
                "must not list a category twice",
              )
              .describe("One tile per module category, in the order shown; each links to the modules index."),
          }),
        })
        .describe(
          "The Modules trigger and its mega-menu. Popular cards name modules by file name (content/modules/), in the order shown; category tiles use the categories of content/modules/ and link to `path`.",
        ),
      links: z.array(navLink),
      resources: z.strictObject({ label: text, links: z.array(navLink).min(1) }),
      getStarted: navLink,
      login: navLink.describe(
        "The way into the application: beside Get Started on desktop, at the foot of the mobile menu.",
      ),
    }),
    mobile: z.array(navLink).min(1).describe("The mobile menu's list, top to bottom."),
    footer: z.array(z.strictObject({ heading: text, links: z.array(navLink).min(1) })).min(1),
  })
  .describe(
    "Links of the header, the mobile menu and the footer. Every path must be a page on the site (the build checks). Module links are added automatically from content/modules/.",
  );
export type Navigation = z.infer<typeof navigationSchema>;
