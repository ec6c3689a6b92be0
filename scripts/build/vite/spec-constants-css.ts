/**
 * A Vite plugin that writes the product's constants into the stylesheet as custom properties, so CSS
 * uses the same numbers as the scripts (app/core/spec/constants.ts stays their one home) without
 * inline style attributes, which the Content-Security-Policy's style-src does not allow.
 */
import type { Plugin } from "vite";
import { HERO_IMAGE } from "#app/core/media/index.ts";
import * as spec from "#app/core/spec/index.ts";

/** Where app.css asks for them. */
const MARKER = "/* @spec-constants */";

export function specConstantsCss(): Plugin {
  const properties: Record<string, string> = {
    "--spec-page-transition": `${spec.PAGE_TRANSITION_MS}ms`,
    "--spec-mega-menu-top": `${spec.MEGA_MENU_TOP_PX}px`,
    "--spec-toast-width": `${spec.TOAST_WIDTH_PX}px`,
    "--spec-hero-entry": `${spec.HERO_ENTRY_MS}ms`,
    "--spec-hero-image-delay": `${spec.HERO_IMAGE_DELAY_MS}ms`,
    "--spec-hero-placeholder": `${spec.HERO_IMAGE_PLACEHOLDER_PX}px`,
    "--hero-image-aspect": `${HERO_IMAGE.tall.width} / ${HERO_IMAGE.tall.height}`,
  };
  // The hero's frame takes the proportions of the drawing its <picture> shows at this width.
  const block = `:root {\n${Object.entries(properties)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join(
      "\n",
    )}\n}\n@media ${HERO_IMAGE.wideMedia} {\n  :root {\n    --hero-image-aspect: ${HERO_IMAGE.wide.width} / ${HERO_IMAGE.wide.height};\n  }\n}`;
  return {
    name: "tracker:spec-constants-css",
    enforce: "pre",
    transform(code, id) {
      const [path, query] = id.split("?");
      if (!path!.endsWith("/app/app.css")) return null;
      // `app.css?url` is the module that names the file, not the stylesheet itself.
      if (!code.includes(MARKER))
        return query
          ? null
          : this.error(`app.css has no ${MARKER} for the constants of app/core/spec/constants.ts`);
      return { code: code.replace(MARKER, block), map: null };
    },
  };
}
