import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The shape of the code is enforced by `npm run lint` (eslint.config.js): an import that runs back
 * up a layer, reaches inside another subject, or breaks the one import style fails. Each case
 * lints a line as if it were written in a file of that layer.
 */
const eslint = new ESLint();
const errorsOf = async (filePath: string, code: string, rule = "boundaries/dependencies") => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
};

describe("the layers", () => {
  it.each([
    [
      "app/core imports a component",
      "app/core/text/x.ts",
      'import { onIdle } from "#app/components/ui/idle.ts";',
    ],
    [
      "app/core imports loader code",
      "app/core/text/x.ts",
      'import { shellData } from "#app/server/shell.server.ts";',
    ],
    [
      "a component imports the build",
      "app/components/ui/x.ts",
      'import { formatError } from "#scripts/content/report/errors.ts";',
    ],
    [
      "a component imports loader code",
      "app/components/ui/x.ts",
      'import { shellData } from "#app/server/shell.server.ts";',
    ],
    [
      "a component imports the backend",
      "app/components/forms/x.ts",
      'import { deliverDue } from "#backend/leads/index.ts";',
    ],
    [
      "a loader imports the backend",
      "app/server/x.server.ts",
      'import { SECURITY_HEADERS } from "#backend/http/index.ts";',
    ],
    [
      "the backend imports the build",
      "backend/leads/x.ts",
      'import { WRANGLER_BIN } from "#scripts/serve/pages-dev.ts";',
    ],
    [
      "a script imports a component",
      "scripts/build/x.ts",
      'import { onIdle } from "#app/components/ui/idle.ts";',
    ],
    [
      "the Function imports loader code",
      "functions/api/x.ts",
      'import { shellData } from "#app/server/shell.server.ts";',
    ],
  ])("refuses %s", async (_, filePath, code) => {
    expect(await errorsOf(filePath, code)).toEqual([expect.stringMatching(/no policy allowing/)]);
  });

  it.each([
    [
      "a route imports a component and loader code",
      "app/routes/x.tsx",
      'import { onIdle } from "#app/components/ui/idle.ts";\nimport { shellData } from "#app/server/shell.server.ts";',
    ],
    [
      "a component imports a loader's types",
      "app/components/ui/x.ts",
      'import type { ShellData } from "#app/server/shell.server.ts";',
    ],
    [
      "a script imports app/core and the backend",
      "scripts/build/x.ts",
      'import { plainText } from "#app/core/text/index.ts";\nimport { API_HEADERS } from "#backend/http/index.ts";',
    ],
    [
      "the Function imports the backend",
      "functions/api/x.ts",
      'import { leadRoute } from "#backend/leads/index.ts";',
    ],
  ])("allows %s", async (_, filePath, code) => {
    expect(await errorsOf(filePath, code)).toEqual([]);
  });
});

describe("a subject's public entry", () => {
  it.each([
    [
      "a component",
      "app/components/pricing/x.ts",
      'import { estimate } from "#app/core/pricing/pricing.ts";',
    ],
    [
      "another subject of the core",
      "app/core/leads/x.ts",
      'import { toCents } from "#app/core/pricing/pricing.ts";',
    ],
    ["a script", "scripts/build/x.ts", 'import { d1LeadStore } from "#backend/leads/lead-store.ts";'],
    ["a test", "tests/unit/x.test.ts", 'import { d1LeadStore } from "#backend/leads/lead-store.ts";'],
  ])("refuses a deep import from %s", async (_, filePath, code) => {
    expect(await errorsOf(filePath, code)).toEqual([expect.stringMatching(/no policy allowing/)]);
  });

  it.each([
    ["its index.ts", "app/components/pricing/x.ts", 'import { estimate } from "#app/core/pricing/index.ts";'],
    [
      "its narrow client.ts",
      "app/components/forms/x.ts",
      'import { HONEYPOT_FIELD } from "#app/core/leads/client.ts";',
    ],
    ["a file of the same subject", "app/core/pricing/x.ts", 'import { toCents } from "./pricing.ts";'],
    [
      "a file in a subfolder of the same subject",
      "app/core/content/schemas/x.ts",
      'import { text } from "#app/core/content/fields.ts";',
    ],
  ])("allows %s", async (_, filePath, code) => {
    expect(await errorsOf(filePath, code)).toEqual([]);
  });
});

describe("the import style", () => {
  it.each([
    ["a path up a folder", 'import { plainText } from "../../core/text/index.ts";', /alias/],
    ["a file without its extension", 'import { plainText } from "#app/core/text/index";', /extension/],
    ["a sibling without its extension", 'import { x } from "./y";', /extension/],
    ["the old ~/ alias", 'import { plainText } from "~/core/text/index.ts";', /imports/],
  ])("refuses %s", async (_, code, message) => {
    expect(await errorsOf("app/components/ui/x.ts", code, "no-restricted-imports")).toEqual([
      expect.stringMatching(message),
    ]);
  });

  it("allows a sibling and an alias, each with its extension", async () => {
    const code = 'import { x } from "./y.ts";\nimport { plainText } from "#app/core/text/index.ts";';
    expect(await errorsOf("app/components/ui/x.ts", code, "no-restricted-imports")).toEqual([]);
  });
});
