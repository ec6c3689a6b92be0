/**
 * Synthetic content for the pipeline benchmark: the test fixture site's settings and pages, plus
 * N documentation guides of 2 to 20 KB each, written like the real ones: headings, paragraphs,
 * lists, tables, code, and links to other guides and to their headings. Deterministic (seeded),
 * so runs compare.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const WORDS = (
  "the a shop press screen ink mesh emulsion squeegee platen garment order proof logo stitch count hoop " +
  "thread colour run setup time schedule machine operator batch approve customer quote invoice deposit " +
  "supplier blank size style inventory pick pack ship deadline rush job sheet art file vector raster " +
  "separation underbase flash cure dryer belt temperature pallet registration"
).split(" ");

/** A small, fast, seeded random source (LCG): the same tree on every machine. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

export const GUIDES_PER_CATEGORY = 50;
const categoryOf = (i: number) => `area-${Math.floor(i / GUIDES_PER_CATEGORY) + 1}`;
export const guidePath = (i: number) => `docs/${categoryOf(i)}/guide-${i + 1}.md`;

/** One guide of about `bytes` bytes, linking to other guides among `count`. */
export function guide(i: number, count: number, bytes: number, next: () => number): string {
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(next() * 14) }, word).join(" ");
    return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
  };
  const link = () => {
    const target = Math.floor(next() * count);
    const anchor = next() < 0.3 ? "#section-1" : "";
    return `[${word()} ${word()}](/documentation/${categoryOf(target)}/guide-${target + 1}${anchor})`;
  };
  const paragraph = () =>
    Array.from({ length: 3 + Math.floor(next() * 4) }, () => {
      const roll = next();
      if (roll < 0.3) return sentence().replace(/\.$/, ` ${link()}.`);
      if (roll < 0.45) return sentence().replace(/^(\w+)/, "**$1**");
      return sentence();
    }).join(" ");

  let body = `${paragraph()}\n\n`;
  for (let h = 1; body.length < bytes; h++) {
    body += `## Section ${h}\n\n${paragraph()}\n\n`;
    const roll = next();
    if (roll < 0.25) {
      const rows = Array.from({ length: 4 }, (_, k) => `| ${word()} | ${1000 * (k + 1)} | ${k + 2} |`);
      body += `| Item | Stitches | Minutes |\n| --- | ---: | ---: |\n${rows.join("\n")}\n\n`;
    } else if (roll < 0.5) body += `${Array.from({ length: 4 }, () => `- ${sentence()}`).join("\n")}\n\n`;
    else if (roll < 0.6) body += "```\n" + `setup --press ${word()} --mesh 230\n` + "```\n\n";
    body += `${paragraph()}\n\n`;
    if (next() < 0.5) body += `### Detail ${h}\n\n${paragraph()}\n\n`;
  }
  const description = `How to ${word()} the ${word()} and ${word()} every ${word()} in guide ${i + 1}, step by step, for decorators.`;
  return `---\ntitle: Guide ${i + 1} for the ${word()} ${word()}\ndescription: ${description}\norder: ${i + 1}\n---\n\n${body}`;
}

/** Writes a project folder (content/ and public/) with `count` guides into `dir`. */
export function writeTree(dir: string, count: number, seed = 42): void {
  cpSync("tests/fixtures/site", dir, { recursive: true });
  const next = random(seed);
  for (let c = 0; c * GUIDES_PER_CATEGORY < count; c++) {
    const folder = join(dir, "content", "docs", `area-${c + 1}`);
    mkdirSync(folder, { recursive: true });
    const description = "Guides of one area of the shop, written for the benchmark of the content pipeline.";
    writeFileSync(
      join(folder, "_category.yaml"),
      `title: Area ${c + 1}\ndescription: ${description}\nicon: book-open\norder: ${c + 3}\n`,
    );
  }
  for (let i = 0; i < count; i++) {
    writeFileSync(join(dir, "content", guidePath(i)), guide(i, count, 2048 + next() * 18 * 1024, next));
  }
}
