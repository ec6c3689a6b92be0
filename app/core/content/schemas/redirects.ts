/** content/redirects.yaml: old URLs and where they lead. */
import { z } from "zod";
import { sitePath } from "#app/core/content/fields.ts";

/** An old URL: only its form is checked here; the build refuses one that is still a page. */
const oldPath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/,
    "must be a site path like /modules/logos (lowercase, no trailing slash)",
  );

export const redirectsSchema = z
  .strictObject({
    redirects: z.array(z.strictObject({ from: oldPath, to: sitePath })),
  })
  .describe(
    "Old URLs and where they lead. Each answers 301 on the host and replaces the history entry in the app.",
  );
