/**
 * One SVG sprite of every icon content may name, built from lucide's SVG files. The prerender
 * writes its symbols into every page (components/ui/icon.tsx), so icon drawings cost no JavaScript,
 * and the icons are drawn in the page's first frame with no request of their own.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { ICON_ID_PREFIX, ICONS, type IconName } from "#app/core/content/index.ts";

/** Content names whose lucide file is named differently. */
const LUCIDE_FILE: Partial<Record<IconName, string>> = {
  building: "building-2",
  "bar-chart": "chart-column",
  "check-circle": "circle-check",
};

export function iconSprite(): string {
  const iconsDir = join(
    dirname(createRequire(import.meta.url).resolve("lucide-static/package.json")),
    "icons",
  );
  const symbols = ICONS.map((name) => {
    const svg = readFileSync(join(iconsDir, `${LUCIDE_FILE[name] ?? name}.svg`), "utf8");
    const inner = svg
      .slice(svg.indexOf(">", svg.indexOf("<svg")) + 1, svg.lastIndexOf("</svg>"))
      .replace(/\s*\n\s*/g, "");
    return `<symbol id="${ICON_ID_PREFIX}${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
