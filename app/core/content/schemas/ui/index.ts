/** Every short string the interface shows (navigation, buttons, messages): copy, so it lives in content/. */
import { z } from "zod";
import { shellStrings } from "./shell.ts";
import { productStrings } from "./product.ts";
import { searchStrings } from "./search.ts";
import { docsStrings } from "./docs.ts";
import { blogStrings } from "./blog.ts";
import { accountStrings } from "./forms.ts";
import { sitemapStrings } from "./sitemap.ts";

export const uiSchema = z
  .strictObject({
    ...shellStrings,
    ...productStrings,
    ...searchStrings,
    ...docsStrings,
    ...blogStrings,
    ...accountStrings,
    ...sitemapStrings,
  })
  .describe("Every short string of the interface. US English; the UK build derives its spelling.");
export type UiStrings = z.infer<typeof uiSchema>;
