import { describe, expect, it } from "vitest";
import {
  chunksRunAtStart,
  EAGER_COMPILE_HINT,
  eagerCompileHint,
} from "../../scripts/vite/eager-compile-hint.ts";

const chunk = (name: string, imports: string[] = [], isEntry = false) => ({
  type: "chunk" as const,
  name,
  isEntry,
  imports,
  code: `export const ${name.replace(/\W/g, "")} = 1;`,
  map: null as { mappings: string } | null,
});

/** A client bundle shaped like the site's: an entry, a shared shell, route entries, an on-demand menu. */
function bundle() {
  return {
    "entry.client.js": chunk("entry.client", ["shell.js", "runtime.js"], true),
    "shell.js": chunk("shell", ["runtime.js"]),
    "runtime.js": chunk("rolldown-runtime"),
    "home.js": chunk("home", ["shell.js", "prose.js"], true),
    "prose.js": chunk("prose", ["shell.js"]),
    "search-dialog.js": chunk("search-dialog", ["shell.js"]),
    "app.css": { type: "asset" as const },
  };
}

function runPlugin(output: ReturnType<typeof bundle> | Record<string, never>, consumer = "client") {
  const errors: string[] = [];
  const context = {
    environment: { config: { consumer } },
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  const hook = eagerCompileHint().generateBundle as (this: unknown, o: unknown, b: unknown) => void;
  try {
    hook.call(context, {}, output);
  } catch {
    // The error is recorded above.
  }
  return errors;
}

describe("the eager compile hint", () => {
  it("picks the client entry and what it imports statically, not routes or on-demand chunks", () => {
    expect(chunksRunAtStart(bundle()).sort()).toEqual(["entry.client.js", "runtime.js", "shell.js"]);
  });

  it("puts the hint on a line of its own at the top of those chunks only", () => {
    const output = bundle();
    expect(runPlugin(output)).toEqual([]);
    expect(output["entry.client.js"].code.split("\n")[0]).toBe(EAGER_COMPILE_HINT);
    expect(output["shell.js"].code.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);
    expect(output["home.js"].code).not.toContain(EAGER_COMPILE_HINT);
    expect(output["search-dialog.js"].code).not.toContain(EAGER_COMPILE_HINT);
  });

  it("moves a chunk's source map down by the hint's line", () => {
    const output = bundle();
    output["shell.js"].map = { mappings: "AAAA,CAAC" };
    runPlugin(output);
    expect(output["shell.js"].map.mappings).toBe(";AAAA,CAAC");
  });

  it("leaves the server build alone", () => {
    const output = bundle();
    runPlugin(output, "server");
    expect(output["entry.client.js"].code).not.toContain(EAGER_COMPILE_HINT);
  });

  it("fails the build when the client bundle has no entry.client chunk", () => {
    expect(runPlugin({})).toEqual(["no entry.client chunk to mark for eager compilation"]);
  });
});
