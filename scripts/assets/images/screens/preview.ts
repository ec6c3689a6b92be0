/**
 * `npx tsx scripts/assets/images/screens/preview.ts [slug…]`: while drawing, write each screen as a PNG
 * at full size, once per market, into the system's temp folder and print any layout problem, without touching
 * public/. `npm run images` does the real rendering.
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { layoutProblems } from "./check.ts";
import { contentFileOf, readGeneratedJson, type CompiledContent } from "#app/core/content/index.ts";
import { MODULE_SCREENS, screenMarkets } from "./index.ts";

const dir = join(tmpdir(), "tracker-screens");
mkdirSync(dir, { recursive: true });
const slugs = process.argv.slice(2);
const { markets } = readGeneratedJson<CompiledContent>(contentFileOf("us")).data;
for (const market of screenMarkets(markets))
  for (const slug of slugs.length > 0 ? slugs : Object.keys(MODULE_SCREENS)) {
    const svg = MODULE_SCREENS[slug]!(market);
    for (const problem of layoutProblems(svg)) console.log(`${market.id}/${slug}: ${problem}`);
    const out = join(dir, `${market.id}-${slug}.png`);
    await sharp(Buffer.from(svg)).png().toFile(out);
    console.log(out);
  }
