/**
 * `npm run leads`: the forms' leads and their delivery to the sales webhook.
 *
 *   npm run leads                      every lead, newest last, from the local database
 *   npm run leads -- --undelivered     only those the webhook has not taken yet
 *   npm run leads -- --csv > leads.csv the same as CSV, one column per form field
 *   npm run leads -- --deliver         send what is due to LEAD_WEBHOOK_URL now (the scheduled job)
 *   --remote                           the production database instead (wrangler's credentials)
 *   --persist-to <dir>                 the local database of another server (default: npm start's)
 */
import { parseArgs } from "node:util";
import { deliverDue } from "./delivery.ts";
import { d1LeadStore } from "./lead-store.ts";
import { leadsCsv, leadsTable } from "./output.ts";
import { wranglerD1 } from "./wrangler-d1.ts";

const { values } = parseArgs({
  options: {
    undelivered: { type: "boolean", default: false },
    csv: { type: "boolean", default: false },
    deliver: { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
    // Where `npm start` and `npm run serve` (port 4173) keep their local database.
    "persist-to": { type: "string", default: ".wrangler/state/4173" },
  },
});

const store = d1LeadStore(
  wranglerD1(values.remote ? { remote: true } : { remote: false, persistTo: values["persist-to"] }),
);

if (values.deliver) {
  const webhookUrl = process.env.LEAD_WEBHOOK_URL;
  if (!webhookUrl) {
    console.error("leads: set LEAD_WEBHOOK_URL to the sales team's webhook to deliver leads");
    process.exit(2);
  }
  const report = await deliverDue(store, webhookUrl, { max: 100 });
  console.log(`leads: ${report.delivered.length} delivered, ${report.failed.length} failed`);
  for (const { id, error } of report.failed) console.log(`  ${id}: ${error}`);
  process.exit(report.failed.length > 0 ? 1 : 0);
}

const leads = await store.list({ undelivered: values.undelivered });
process.stdout.write(values.csv ? leadsCsv(leads) : leadsTable(leads));
