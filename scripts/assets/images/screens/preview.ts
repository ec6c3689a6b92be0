/**
 * `npx tsx scripts/assets/images/screens/preview.ts [slug…]`: while drawing, write each screen as a PNG
 * at full size into the system's temp folder and print any layout problem, without touching
 * public/. `npm run images` does the real rendering.
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { layoutProblems } from "./check.ts";
import { MODULE_SCREENS } from "./index.ts";

const dir = join(tmpdir(), "tracker-screens");
mkdirSync(dir, { recursive: true });
const slugs = process.argv.slice(2);
for (const slug of slugs.length > 0 ? slugs : Object.keys(MODULE_SCREENS)) {
  const svg = MODULE_SCREENS[slug]();
  for (const problem of layoutProblems(svg)) console.log(`${slug}: ${problem}`);
  const out = join(dir, `${slug}.png`);
  await sharp(Buffer.from(svg)).png().toFile(out);
  console.log(out);
}
