import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ukText } from "#app/core/locale/index.ts";
import { ukTextFileOf } from "#app/core/locale/index.ts";
import { writeUkText } from "#scripts/build/locale-text.ts";

const pairs = { color: "colour", colors: "colours", catalog: "catalogue", center: "centre" };

/** A React Router `.data` file as the prerender writes it: turbo-stream's flattened JSON array. */
const dataFile = (values: unknown[], ...promiseLines: string[]) =>
  [JSON.stringify(values), ...promiseLines].join("\n");

let site: string;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), "uk-text-"));
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

const read = (path: string) =>
  JSON.parse(readFileSync(join(site, ukTextFileOf(path)), "utf8")) as Record<string, string>;

describe("each page's UK text file", () => {
  it("holds the UK form of every string of the page's data that UK English spells differently", () => {
    const body = '<p>Pick a <a href="/color-guide">color</a>. <code>color</code></p>';
    mkdirSync(join(site, "modules"));
    writeFileSync(
      join(site, "modules", "artwork.data"),
      dataFile(
        [{ _1: 2 }, "title", "Color Management", "Proofs and approvals", body, "/color-guide"],
        'P7:["Our catalog"]',
      ),
    );
    writeFileSync(join(site, "_root.data"), dataFile([{ _1: 2 }, "label", "Pricing"]));

    const written = writeUkText(site, pairs, [{ menu: { heading: "Colors" } }]);

    expect(written.sort()).toEqual(["/", "/404", "/modules/artwork"]);
    const page = read("/modules/artwork");
    // The page's strings, its promised data and the on-demand parts' copy, each as the build spells it.
    expect(page).toEqual({
      "Color Management": "Colour Management",
      [body]: ukText(body, pairs),
      "Our catalog": "Our catalogue",
      Colors: "Colours",
    });
    // Rendered Markdown keeps its addresses and code as written.
    expect(page[body]).toBe('<p>Pick a <a href="/color-guide">colour</a>. <code>color</code></p>');
    // Strings UK English spells the same are not repeated: the browser keeps what it has.
    expect(page).not.toHaveProperty("Proofs and approvals");
    expect(page).not.toHaveProperty("/color-guide");
  });

  it("names the home page's file after React Router's _root.data, and gives the 404 page the shell's", () => {
    writeFileSync(join(site, "_root.data"), dataFile(["Center of operations"]));
    writeUkText(site, pairs, []);
    expect(ukTextFileOf("/")).toBe("/_root.uk.json");
    expect(read("/")).toEqual({ "Center of operations": "Centre of operations" });
    expect(read("/404")).toEqual(read("/"));
  });
});
