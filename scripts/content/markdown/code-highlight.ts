/**
 * Code blocks coloured at build time by Shiki (@shikijs/rehype), in a light and a dark theme, with
 * no JavaScript in the browser. Shiki writes its colours as inline `style` attributes, which the
 * site's Content-Security-Policy (style-src 'self') would block, so a Shiki transformer turns each
 * colour into a class named after it (`hl-0550ae`, and `hd-79c0ff` for the dark theme), and
 * `highlightCss()` writes one rule per colour the two themes can produce. The highlighter is made
 * synchronously, with the JavaScript regex engine and a fixed set of languages, so the whole
 * Markdown pipeline stays synchronous (a worker renders thousands of files in one loop).
 */
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import type { Element } from "hast";
import type { Pluggable } from "unified";
import type { ShikiTransformer, ThemeRegistrationResolved } from "shiki";
import { createHighlighterCoreSync } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import bash from "shiki/langs/bash.mjs";
import csv from "shiki/langs/csv.mjs";
import diff from "shiki/langs/diff.mjs";
import javascript from "shiki/langs/javascript.mjs";
import json from "shiki/langs/json.mjs";
import typescript from "shiki/langs/typescript.mjs";
import xml from "shiki/langs/xml.mjs";
import yaml from "shiki/langs/yaml.mjs";
import githubDark from "shiki/themes/github-dark-default.mjs";
import githubLight from "shiki/themes/github-light-default.mjs";

const THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

const highlighter = createHighlighterCoreSync({
  themes: [githubLight, githubDark],
  // The languages of a shop's files and integrations (each grammar costs start-up time in every
  // worker); a block in any other is plain text.
  langs: [bash, csv, diff, javascript, json, typescript, xml, yaml],
  engine: createJavaScriptRegexEngine(),
});

const hex = (colour: string) => colour.replace(/^#/, "").toLowerCase();
/** Shiki's font styles, as classes (the two themes are one family: they style tokens alike). */
const FONT_STYLE: Record<string, string> = {
  "font-style:italic": "hs-i",
  "font-weight:bold": "hs-b",
  "text-decoration:underline": "hs-u",
  "text-decoration:line-through": "hs-s",
};

/** An inline style of Shiki's as classes; a declaration with no class is dropped. */
function styleClasses(style: string): string[] {
  const classes: string[] = [];
  for (const declaration of style.split(";")) {
    const at = declaration.indexOf(":");
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    const value = declaration.slice(at + 1).trim();
    if (name === "color") classes.push(`hl-${hex(value)}`);
    else if (name === "--shiki-dark") classes.push(`hd-${hex(value)}`);
    else if (name === "background-color") classes.push(`hlb-${hex(value)}`);
    else if (name === "--shiki-dark-bg") classes.push(`hdb-${hex(value)}`);
    else if (name === "font-style" || name === "font-weight" || name === "text-decoration") {
      for (const part of value.split(" ")) {
        const found = FONT_STYLE[`${name}:${part}`];
        if (found) classes.push(found);
      }
    }
  }
  return classes;
}

function styleToClass(node: Element): void {
  const style = node.properties.style;
  if (typeof style !== "string") return;
  delete node.properties.style;
  // Shiki names its own classes in `class`, a string; hast's usual name is `className`, a list.
  const { class: own, className } = node.properties;
  delete node.properties.class;
  node.properties.className = [
    ...(typeof own === "string" ? own.split(" ") : []),
    ...(Array.isArray(className) ? className.map(String) : []),
    ...styleClasses(style),
  ];
}

const classColours: ShikiTransformer = {
  name: "tracker:class-colours",
  pre(node) {
    styleToClass(node);
    // Its tab stop, role and name come with its scroll region (scroll-regions.ts).
    delete node.properties.tabindex;
  },
  span(node) {
    styleToClass(node);
  },
};

/** The rehype plugin and its options, for the Markdown pipeline (render.ts). */
export const rehypeHighlight: Pluggable = [
  rehypeShikiFromHighlighter,
  highlighter,
  {
    themes: THEMES,
    defaultColor: "light",
    // A block with no language, or one not loaded above, is plain text on the same background.
    defaultLanguage: "text",
    fallbackLanguage: "text",
    // `language-csv` on the <code>: what names the block's scroll region (scroll-regions.ts).
    addLanguageClass: true,
    transformers: [classColours],
  },
];

/** Every colour (and background) a theme gives tokens, as lower-case hex. */
function themeColours(theme: ThemeRegistrationResolved): { fg: Set<string>; bg: Set<string> } {
  const fg = new Set([hex(theme.fg)]);
  const bg = new Set([hex(theme.bg)]);
  for (const { settings } of theme.settings) {
    if (settings.foreground) fg.add(hex(settings.foreground));
    if (settings.background) bg.add(hex(settings.background));
  }
  return { fg, bg };
}

/**
 * The stylesheet for the classes above: the light theme's colours, the dark theme's under the
 * `dark` class on <html> (the site's theme switch), and the font styles. Written to .generated/
 * by the content build and imported by app.css.
 */
export function highlightCss(): string {
  const light = themeColours(highlighter.getTheme(THEMES.light));
  const dark = themeColours(highlighter.getTheme(THEMES.dark));
  const rules = [
    ...[...light.fg].map((c) => `.hl-${c}{color:#${c}}`),
    ...[...light.bg].map((c) => `.hlb-${c}{background-color:#${c}}`),
    ...[...dark.fg].map((c) => `.dark .hd-${c}{color:#${c}}`),
    ...[...dark.bg].map((c) => `.dark .hdb-${c}{background-color:#${c}}`),
    ".hs-i{font-style:italic}",
    ".hs-b{font-weight:bold}",
    ".hs-u{text-decoration:underline}",
    ".hs-s{text-decoration:line-through}",
  ];
  return `/* Code colours (scripts/content/markdown/code-highlight.ts): ${THEMES.light}, ${THEMES.dark}. */\n${rules.join("\n")}\n`;
}
