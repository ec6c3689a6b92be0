import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The one-way layers are enforced by `npm run lint` (eslint.config.js): an import that runs back
 * up, or out of app/ into the build's code, fails. Each case lints one line as if it were written
 * in a file of that layer.
 */
const eslint = new ESLint();
const errorsOf = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
};

describe("the layers", () => {
  it.each([
    ["app/core imports a component", "app/core/text/x.ts", 'import { onIdle } from "~/components/ui/idle";'],
    [
      "app/core imports loader code",
      "app/core/text/x.ts",
      'import { shellData } from "~/server/shell.server";',
    ],
    [
      "a component imports the build",
      "app/components/ui/x.ts",
      'import { x } from "../../../scripts/content/errors.ts";',
    ],
    [
      "a component imports loader code",
      "app/components/ui/x.ts",
      'import { shellData } from "~/server/shell.server";',
    ],
    [
      "a script imports a component",
      "scripts/build/x.ts",
      'import { onIdle } from "../../app/components/ui/idle.ts";',
    ],
    [
      "the Function imports loader code",
      "functions/api/x.ts",
      'import { shellData } from "../../app/server/shell.server.ts";',
    ],
  ])("refuses %s", async (_, filePath, code) => {
    expect(await errorsOf(filePath, code)).toEqual([expect.stringMatching(/no policy allowing/)]);
  });

  it.each([
    [
      "a route imports a component and loader code",
      "app/routes/x.tsx",
      'import { onIdle } from "~/components/ui/idle";\nimport { shellData } from "~/server/shell.server";',
    ],
    [
      "a component imports a loader's types",
      "app/components/ui/x.ts",
      'import type { ShellData } from "~/server/shell.server";',
    ],
    [
      "a script imports app/core",
      "scripts/build/x.ts",
      'import { plainText } from "../../app/core/text/plain-text.ts";',
    ],
  ])("allows %s", async (_, filePath, code) => {
    expect(await errorsOf(filePath, code)).toEqual([]);
  });
});
