/** The documentation: categories (_category.yaml) and pages. */
import { z } from "zod";
import { icon } from "#app/core/content/fields.ts";
import { pageBase } from "./page.ts";

export const docsCategorySchema = z.strictObject({ ...pageBase, icon, order: z.number().int().positive() });
export const docsPageSchema = z.strictObject({ ...pageBase, order: z.number().int().positive() });
