import { describe, expect, it } from "vitest";
import { highlightCss } from "#scripts/content/markdown/code-highlight.ts";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

const SAMPLES = [
  '```json\n{"order": 1042, "rush": true}\n```',
  "```bash\n# import\ncurl -s https://api.example.com/orders | jq '.[0]'\n```",
  "```ts\n/** Doc */\nexport const hoops: number[] = [1, 2]; // note\nclass A extends B { @dec x = `t${1}`; }\n```",
  "```yaml\nplan: growth # tier\nusers: 40\n```",
  "```csv\nname,qty\nPolo,40\n```",
  "```\nplain text\n```",
  "```cobol\nDISPLAY 'HI'.\n```",
];

describe("code highlighting", () => {
  it("colours code at build time with classes only: no inline style, no script", () => {
    const { html } = renderMarkdown(SAMPLES[0]!);
    expect(html).toMatch(
      /<pre class="shiki [^"]*hl-[0-9a-f]{6} hd-[0-9a-f]{6}"[^>]*><code[^>]*><span class="line">/,
    );
    expect(html).toContain('<span class="hl-0550ae hd-79c0ff">1042</span>');
    expect(html).not.toMatch(/style=|<script/);
  });

  it("has a rule in the stylesheet for every class it writes, in both themes", () => {
    const css = highlightCss();
    for (const sample of SAMPLES) {
      const { html } = renderMarkdown(sample);
      expect(html, sample).not.toContain("style=");
      const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(" "));
      for (const name of classes.filter((c) => /^h[ld]b?-|^hs-/.test(c))) {
        const rule = name.startsWith("hd") ? `.dark .${name}{` : `.${name}{`;
        expect(css, `${name} in ${sample}`).toContain(rule);
      }
    }
  });

  it("shows code in a language it does not know as plain text, never an error", () => {
    const { html, problems } = renderMarkdown(SAMPLES[6]!);
    expect(problems).toEqual([]);
    expect(html).toContain("<span>DISPLAY 'HI'.</span>");
  });
});
