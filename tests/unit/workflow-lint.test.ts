import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  ACTIONLINT_VERSION,
  engineShortfalls,
  findEngine,
  formatFinding,
  lintWorkflows,
  workflowFiles,
} from "#scripts/check/workflow-lint.ts";
import { PLAYWRIGHT_IMAGE } from "#scripts/setup/browser.ts";

const workflow = (job: string) =>
  ["name: T", "on: pull_request", "jobs:", "  test:", ...job.split("\n").map((l) => `    ${l}`), ""].join(
    "\n",
  );
const lintOne = async (text: string) =>
  (await lintWorkflows([{ path: ".github/workflows/t.yml", text }])).map(formatFinding);

describe("the workflow linter (actionlint)", () => {
  it("passes a sound workflow", async () => {
    expect(
      await lintOne(
        workflow("runs-on: ubuntu-latest\nsteps:\n  - uses: actions/checkout@v4\n  - run: npm ci"),
      ),
    ).toEqual([]);
  });

  it("reports a misspelt key as file:line:col message [kind]", async () => {
    const findings = await lintOne(workflow("runson: ubuntu-latest\nsteps:\n  - run: npm ci"));
    expect(findings).toContain(
      '.github/workflows/t.yml:4:3 "runs-on" section is missing in job "test" [syntax-check]',
    );
    expect(findings.some((f) => f.startsWith('.github/workflows/t.yml:5:5 unexpected key "runson"'))).toBe(
      true,
    );
  });

  it("reports an expression that reads a property no context has", async () => {
    const findings = await lintOne(
      workflow("runs-on: ubuntu-latest\nsteps:\n  - run: echo ${{ github.shaa }}"),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(
      /^\.github\/workflows\/t\.yml:7:23 property "shaa" is not defined .* \[expression\]$/,
    );
  });

  it("reports a job that needs a job there is not", async () => {
    const findings = await lintOne(workflow("needs: build\nruns-on: ubuntu-latest\nsteps:\n  - run: npm ci"));
    expect(findings.join("\n")).toMatch(/job "test" needs job "build" which does not exist/);
  });

  it("accepts the vars context, and no other unknown one", async () => {
    const uses = (context: string) =>
      workflow(
        `runs-on: ubuntu-latest\nsteps:\n  - run: echo \${{ ${context}.CF_PAGES_PROJECT_COM || 'tracker-com' }}`,
      );
    expect(await lintOne(uses("vars"))).toEqual([]);
    expect((await lintOne(uses("varz"))).join("\n")).toMatch(/undefined variable "varz"/);
  });

  it("finds nothing in the project's own workflows", async () => {
    const files = workflowFiles();
    expect(files.map((f) => f.path)).toEqual([
      ".github/workflows/ci.yml",
      ".github/workflows/deploy.yml",
      ".github/workflows/leads-delivery.yml",
      ".github/workflows/visual-baselines.yml",
    ]);
    expect((await lintWorkflows(files)).map(formatFinding)).toEqual([]);
  });
});

describe("which actionlint runs", () => {
  it("uses an actionlint binary when there is one, passing each workflow and reading its findings", async () => {
    // A stand-in for the binary: it names its version, and reports one finding per file it is given.
    const dir = mkdtempSync(join(tmpdir(), "actionlint-"));
    const fake = join(dir, "actionlint");
    writeFileSync(
      fake,
      [
        "#!/bin/sh",
        `[ "$1" = -version ] && { echo ${ACTIONLINT_VERSION}; exit 0; }`,
        'name=$(echo "$@" | sed -n "s/.*-stdin-filename \\([^ ]*\\).*/\\1/p")',
        "lines=$(wc -l)",
        'printf \'{"file":"%s","line":%d,"column":1,"kind":"fake","message":"read"}\\n\' "$name" "$lines"',
        "exit 1",
      ].join("\n"),
    );
    chmodSync(fake, 0o755);
    const engine = findEngine({ ACTIONLINT: fake });
    expect(engine).toMatchObject({ kind: "binary", version: ACTIONLINT_VERSION });
    const findings = await lintWorkflows(
      [
        { path: ".github/workflows/b.yml", text: "a\nb\nc\n" },
        { path: ".github/workflows/a.yml", text: "a\n" },
      ],
      engine,
    );
    expect(findings.map(formatFinding)).toEqual([
      ".github/workflows/a.yml:1:1 read [fake]",
      ".github/workflows/b.yml:3:1 read [fake]",
    ]);
  });

  it("says what was not checked: shellcheck, the pinned version, or the binary itself", () => {
    expect(
      engineShortfalls({ kind: "binary", path: "actionlint", version: ACTIONLINT_VERSION, shellcheck: true }),
    ).toEqual([]);
    expect(
      engineShortfalls({
        kind: "binary",
        path: "actionlint",
        version: ACTIONLINT_VERSION,
        shellcheck: false,
      }).join(),
    ).toMatch(/shellcheck/);
    expect(
      engineShortfalls({ kind: "binary", path: "actionlint", version: "1.6.0", shellcheck: true }).join(),
    ).toMatch(/not the pinned/);
    expect(engineShortfalls({ kind: "wasm" }).join()).toMatch(/no actionlint binary/);
    expect(findEngine({ ACTIONLINT: "/no/such/actionlint" })).toEqual({ kind: "wasm" });
  });
});

describe("the workflows' pins", () => {
  const workflow = (name: string) =>
    parse(readFileSync(`.github/workflows/${name}`, "utf8")) as {
      env?: Record<string, string>;
      jobs: Record<
        string,
        { container?: { image: string }; steps?: { run?: string; env?: Record<string, string> }[] }
      >;
    };

  it("CI installs the actionlint the lint script pins, and requires it with shellcheck", () => {
    const ci = workflow("ci.yml");
    expect(ci.env?.ACTIONLINT_VERSION).toBe(ACTIONLINT_VERSION);
    expect(ci.env?.ACTIONLINT_SHA256).toMatch(/^[0-9a-f]{64}$/);
    const lint = ci.jobs.check!.steps!.find((step) => step.run === "npm run lint");
    expect(lint?.env?.ACTIONLINT_REQUIRED).toBeTruthy();
  });

  it("runs the visual tests and draws their baselines in Playwright's image of the installed version", () => {
    expect(workflow("ci.yml").jobs.visual!.container!.image).toBe(PLAYWRIGHT_IMAGE);
    expect(workflow("visual-baselines.yml").jobs.baselines!.container!.image).toBe(PLAYWRIGHT_IMAGE);
  });
});
