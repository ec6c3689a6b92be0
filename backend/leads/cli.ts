/**
 * `npm run leads`: the forms' leads and their delivery to the sales webhook (USAGE below). A
 * mistyped option or a stray word is named in one line, with the usage, and exits 2.
 */
import { parseArgs } from "node:util";
import { deliverDue } from "./delivery.ts";
import { d1LeadStore } from "./lead-store.ts";
import { leadsCsv, leadsTable, visible } from "./output.ts";
import { wranglerD1 } from "./wrangler-d1.ts";

/** Where `npm start` and `npm run serve` (port 4173) keep their local database. */
const DEFAULT_PERSIST_TO = ".wrangler/state/4173";

const USAGE = `Usage: npm run leads -- [options]

  (no option)          every lead, newest last, from the local database
  --undelivered        only those the webhook has not taken yet
  --csv                as CSV, one column per form field (npm run leads -- --csv > leads.csv)
  --deliver            send what is due to LEAD_WEBHOOK_URL now (the scheduled job)
  --remote             the production database instead (wrangler's credentials)
  --persist-to <dir>   the local database of another server (default: ${DEFAULT_PERSIST_TO})
  --help               this text
`;

const OPTIONS = {
  undelivered: { type: "boolean" },
  csv: { type: "boolean" },
  deliver: { type: "boolean" },
  remote: { type: "boolean" },
  "persist-to": { type: "string" },
  help: { type: "boolean" },
} as const;

type Options = {
  [name in keyof typeof OPTIONS]?: (typeof OPTIONS)[name]["type"] extends "string" ? string : boolean;
};

/** The options, or the one-line reason the command line is not one this tool takes. */
function readArguments(args: readonly string[]): { options: Options } | { problem: string } {
  // Not strict: every token is checked here, so the reason names it in this tool's words.
  const { tokens } = parseArgs({
    args: [...args],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const options: Options = {};
  for (const token of tokens) {
    if (token.kind === "positional") return { problem: `unexpected word "${visible(token.value)}"` };
    if (token.kind === "option-terminator") continue;
    const name = visible(token.rawName);
    if (!Object.hasOwn(OPTIONS, token.name)) return { problem: `unknown option ${name}` };
    const option = token.name as keyof typeof OPTIONS;
    if (OPTIONS[option].type === "boolean") {
      if (token.value !== undefined) return { problem: `${name} takes no value` };
      Object.assign(options, { [option]: true });
    } else {
      if (token.value === undefined || token.value === "") return { problem: `${name} needs a value` };
      Object.assign(options, { [option]: token.value });
    }
  }
  return { options };
}

async function run(options: Options): Promise<number> {
  const persistTo = options["persist-to"] ?? DEFAULT_PERSIST_TO;
  const store = d1LeadStore(wranglerD1(options.remote ? { remote: true } : { remote: false, persistTo }));
  if (options.deliver) {
    const webhookUrl = process.env.LEAD_WEBHOOK_URL;
    if (!webhookUrl) {
      console.error("leads: set LEAD_WEBHOOK_URL to the sales team's webhook to deliver leads");
      return 2;
    }
    const report = await deliverDue(store, webhookUrl, { max: 100 });
    console.log(`leads: ${report.delivered.length} delivered, ${report.failed.length} failed`);
    for (const { id, error } of report.failed) console.log(visible(`  ${id}: ${error}`));
    return report.failed.length > 0 ? 1 : 0;
  }
  const leads = await store.list({ undelivered: options.undelivered ?? false });
  process.stdout.write(
    options.csv ? leadsCsv(leads, { onTerminal: process.stdout.isTTY === true }) : leadsTable(leads),
  );
  return 0;
}

const read = readArguments(process.argv.slice(2));
if ("problem" in read) {
  process.stderr.write(`leads: ${read.problem}\n\n${USAGE}`);
  process.exitCode = 2;
} else if (read.options.help) {
  process.stdout.write(USAGE);
} else {
  process.exitCode = await run(read.options);
}
